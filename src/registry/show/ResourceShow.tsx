import { Card, CardContent } from '@mui/material';
import { DeleteButton, EditButton, Show, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { IfAction } from '../../platform/IfAction';
import { RecordActions } from '../RecordActions';
import { ShowSections } from './ResourceFields';
import type { ScreenProps } from '../screenProps';

function ShowActions({ def }: { def: ResourceDefinition }) {
  return (
    <TopToolbar>
      <RecordActions def={def} />
      <IfAction resource={def.name} action="edit">
        <EditButton />
      </IfAction>
      <IfAction resource={def.name} action="delete">
        <DeleteButton mutationMode="pessimistic" />
      </IfAction>
    </TopToolbar>
  );
}

/** Detail page: titled sections of labelled values. */
export function ResourceShow({ def, accessChecked }: ScreenProps) {
  return (
    <Show resource={def.name} actions={<ShowActions def={def} />} disableAuthentication={accessChecked}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <ShowSections def={def} />
        </CardContent>
      </Card>
    </Show>
  );
}
