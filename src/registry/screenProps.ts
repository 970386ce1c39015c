import type { ResourceDefinition } from '../../resources/core/define';

/** What a generated screen (list, show, create, edit) is given. */
export interface ScreenProps {
  def: ResourceDefinition;
  /**
   * The route has already checked the user's access from the session (the generated screens'
   * routes do, `resources.tsx`): react-admin's own checks, two requests one after the other before
   * the data's, are skipped (issue 8). Screens reused elsewhere keep them.
   */
  accessChecked?: boolean;
}
