// Any path the route table does not know (SPEC section 2).
import { NotFoundContent } from '../../components/NotFoundContent.tsx';

export function NotFoundPage() {
  return <NotFoundContent />;
}
