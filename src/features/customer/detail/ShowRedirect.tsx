import { Navigate, useParams } from 'react-router-dom';
import { linkTo } from '../../../platform/routes';

/**
 * The customer's generated show route (`/customer/:id/show`: row clicks, show links) opens the
 * customer detail page instead.
 */
export function CustomerShowRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={linkTo('customerDetail', { id })} replace />;
}
