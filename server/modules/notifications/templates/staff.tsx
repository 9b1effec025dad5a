// Mails to the site's staff about their own account (issue 31): an admin made them an account. No
// password travels by mail: the new admin or moderator chooses one with a code sent to this address
// (Forgot password), which also proves the address is theirs (docs/decisions/0083-roles-admin-moderator-advertiser.md).
import { Layout, P, SiteLink } from './layout.tsx';
import { template } from './template.ts';

const STAFF_FOOTER = 'You get this mail because an administrator made you a staff account on';

const ROLE_WORDS: Record<string, string> = { admin: 'an administrator', moderator: 'a moderator' };

export const staffInvited = template<{ name: string; email: string; role: string; invitedBy: string }>({
  name: 'staff-invited',
  audience: 'staff',
  subject: ({ role }, site) => `You are now ${ROLE_WORDS[role] ?? role} of ${site.name}`,
  Body: ({ site, name, email, role, invitedBy }) => (
    <Layout site={site} preview="Choose your password to sign in." footer={STAFF_FOOTER}>
      <P>Hi {name},</P>
      <P>
        {invitedBy} made you an account as {ROLE_WORDS[role] ?? role}, signing in with {email}.
      </P>
      <P>
        To choose your password, open{' '}
        <SiteLink site={site} path="/forgot-password">
          Forgot password
        </SiteLink>
        , enter this e-mail address and type the code we then send you. After that you sign in with your e-mail address
        and that password.
      </P>
      <P>
        If you did not expect this, ignore this mail: nobody can sign in to the account without a code sent to this
        address.
      </P>
    </Layout>
  ),
  sample: { name: 'Meera Iyer', email: 'meera@example.com', role: 'moderator', invitedBy: 'Root Admin' },
});
