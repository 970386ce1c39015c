import { Card, CardContent } from '@mui/material';
import { DeleteButton, EditButton, Show, TopToolbar } from 'react-admin';
import type { ResourceDefinition } from '../../../resources/core/define';
import { IfAction } from '../IfAction';
import { RecordActions } from '../RecordActions';
import { ShowSections } from './ResourceFields';

interface ScreenProps {
  def: ResourceDefinition;
}

function ShowActions({ def }: ScreenProps) {
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
export function ResourceShow({ def }: ScreenProps) {
  return (
    <Show resource={def.name} actions={<ShowActions def={def} />}>
      <Card variant="outlined" sx={{ border: 0 }}>
        <CardContent>
          <ShowSections def={def} />
        </CardContent>
      </Card>
    </Show>
  );
}
