import InsertLinkIcon from '@mui/icons-material/InsertLink';
import UpdateIcon from '@mui/icons-material/Update';
import { useNavigate } from 'react-router-dom';
import { ToolbarIconButton } from '../../components/ToolbarIconButton';
import { linkTo } from '../../platform/routes';
import { can, useSession } from '../../platform/session';

/** Spec §6: the update-notes icon needs `setting.change_log`. */
export const CHANGE_LOG_PERMISSION = 'setting.change_log';

/** The header's link icon: opens the link tool (spec §2 `/linkTool`). */
export function LinkToolButton() {
  const navigate = useNavigate();
  return (
    <ToolbarIconButton
      label="app.header.icons.link_tool"
      icon={<InsertLinkIcon />}
      testId="header-link-tool"
      onClick={() => navigate(linkTo('linkTool'))}
    />
  );
}

/** The header's update-notes icon (spec §2 `/software/update`), for holders of `setting.change_log`. */
export function UpdateNotesButton() {
  const navigate = useNavigate();
  const session = useSession();
  if (!can(session, CHANGE_LOG_PERMISSION)) return null;
  return (
    <ToolbarIconButton
      label="app.header.icons.update_notes"
      icon={<UpdateIcon />}
      testId="header-update-notes"
      onClick={() => navigate(linkTo('softwareUpdate'))}
    />
  );
}
