// Any path the route table does not know (SPEC section 2), and the page the server serves for every
// address that names nothing (issue 30): it carries the mark the browser's router hydrates it by.
import { NotFoundContent } from '../../components/NotFoundContent.tsx';
import { NOT_FOUND_MARK } from '../../lib/notFoundPage.ts';

export function NotFoundPage() {
  return (
    <div {...{ [NOT_FOUND_MARK]: '' }}>
      <NotFoundContent />
    </div>
  );
}
