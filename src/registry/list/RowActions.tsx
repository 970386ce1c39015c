import EditIcon from '@mui/icons-material/Create';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { AppLink } from '../../platform/AppLink';
import { cellClasses } from '../cellStyles';
import { RecordActions } from '../RecordActions';
import { useSeen } from './useSeen';

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

export interface RowEdit {
  label: string;
  pathOf: (id: string | number) => string;
}

interface RowActionsProps {
  def: ResourceDefinition;
  edit?: RowEdit;
}

/**
 * The last cell of a row: the resource's record actions and an edit button, mounted when the row
 * first comes near the view (most of a 100-row page is below the fold). The edit permission and
 * label are read once per table (react-admin's EditButton asks both in every row).
 */
export function RowActions(props: RowActionsProps) {
  const [ref, seen] = useSeen<HTMLSpanElement>();
  return (
    <span ref={ref} className={cellClasses.actions} onClick={stopPropagation}>
      {seen && <RowActionButtons {...props} />}
    </span>
  );
}

function RowActionButtons({ def, edit }: RowActionsProps) {
  const record = useRecordContext();
  return (
    <>
      <RecordActions def={def} />
      {edit && record && (
        <Button
          component={AppLink}
          to={edit.pathOf(record.id)}
          size="small"
          startIcon={<EditIcon />}
          aria-label={edit.label}
        >
          {edit.label}
        </Button>
      )}
    </>
  );
}
