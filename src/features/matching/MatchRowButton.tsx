import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { IconButton } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { LazyTooltip } from '../../components/LazyTooltip';
import { AppLink } from '../../platform/AppLink';
import { IfAction } from '../../platform/IfAction';
import { linkTo } from '../../platform/routes';

/** "Match" on a customer row of the matchmaker's lists: the match search for that member (issue 13). */
export function MatchRowButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const label = translate('app.matching.open');
  return (
    <IfAction permission="match_center.my" action="query">
      <LazyTooltip title={label}>
        <IconButton
          size="small"
          component={AppLink}
          to={linkTo('matchSearch', { id: record.id })}
          aria-label={label}
          data-testid="customer-row-match"
        >
          <FavoriteBorderIcon fontSize="small" />
        </IconButton>
      </LazyTooltip>
    </IfAction>
  );
}
