import EditIcon from '@mui/icons-material/Create';
import { Button } from '@mui/material';
import type { MouseEvent } from 'react';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '../../../resources/core/define';
import { cellClasses } from '../cellStyles';
import { RecordActions } from '../RecordActions';

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

export interface RowEdit {
  label: string;
  pathOf: (id: string | number) => string;
}

/**
 * The last cell of a row: the resource's record actions and an edit button. The edit permission
 * and label are read once per table (react-admin's EditButton asks both in every row).
 */
export function RowActions({ def, edit }: { def: ResourceDefinition; edit?: RowEdit }) {
  const record = useRecordContext();
  return (
    <span className={cellClasses.actions} onClick={stopPropagation}>
      <RecordActions def={def} />
      {edit && record && (
        <Button
          component={Link}
          to={edit.pathOf(record.id)}
          size="small"
          startIcon={<EditIcon />}
          aria-label={edit.label}
        >
          {edit.label}
        </Button>
      )}
    </span>
  );
}
