// Contact messages over REST (SPEC section 7): anyone sends one; admins list and delete them.
// A thin adapter over ./service.ts, where the rules and authorisation live; this file checks the
// role, reads the payload's field names and shapes the answers.
import type { Prisma } from '../../db/generated/prisma/client.ts';
import { contextOf, idParam, jsonBody, pageOf, requireSession, type RestApp } from '../../rest/app.ts';
import { deleteContactMessage, listContactMessages, sendContactMessage } from './service.ts';

const CONTACT_SELECT = {
  id: true,
  name: true,
  email: true,
  contact: true,
  message: true,
  createdAt: true,
} satisfies Prisma.ContactMessageSelect;
type ContactRow = Prisma.ContactMessageGetPayload<{ select: typeof CONTACT_SELECT }>;

/** Most messages one unpaged list answers; `?page=&pageSize=` reach the rest. */
const LIST_LIMIT = 1000;

function contactAnswer(row: ContactRow) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    contact: row.contact,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

export function registerContactRoutes(app: RestApp) {
  // POST /contacts (public; a token, when sent, is neither needed nor checked): { name, contact, email, message }
  app.post('/contacts', async (c) => {
    const ctx = contextOf(c);
    const body = await jsonBody(c);
    const sent = await sendContactMessage(ctx, {
      name: body.name as string,
      email: body.email as string,
      contact: body.contact as string,
      message: body.message as string,
    });
    return c.json(
      { id: sent.id, name: sent.name, email: sent.email, contact: sent.contact, message: sent.message },
      201,
    );
  });

  // GET /contacts (admin): newest first; every message, or one page with ?page=&pageSize=
  app.get('/contacts', async (c) => {
    const ctx = requireSession(c, 'admin');
    const paged = c.req.query('page') !== undefined || c.req.query('pageSize') !== undefined;
    const { skip, take } = paged ? pageOf(c, 10) : { skip: 0, take: LIST_LIMIT };
    const rows = (await listContactMessages(ctx, { skip, take, select: CONTACT_SELECT })) as ContactRow[];
    return c.json(rows.map(contactAnswer));
  });

  // DELETE /contacts/{id} (admin): 204, empty body
  app.delete('/contacts/:id', async (c) => {
    const ctx = requireSession(c, 'admin');
    await deleteContactMessage(ctx, idParam(c, 'id'));
    return c.body(null, 204);
  });
}
