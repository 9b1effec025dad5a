// The frame every notification mail shares: the site's name at the top, the message, and a footer
// saying why the reader got it. Written with react-email's components, which render to the
// table-based HTML mail clients understand; the plain-text part is rendered from the same tree.
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { languagePrefix, pathInLanguage, type Language } from '../../../../common/languages.ts';

/** Who sends: the site's name and address (modules/notifications/service.ts siteIdentity). */
export interface SiteIdentity {
  name: string;
  /** the public address (PUBLIC_ORIGIN); links are left out without it */
  url?: string;
}

/** Why an advertiser gets a mail, in each language: the advertiser's, screening's and verification's mails. */
export const ADVERTISER_FOOTER = 'You get this mail because you have an advertiser account on';
/** The Hindi mails' footer: the site's name sits mid-sentence. */
export const HINDI_ADVERTISER_FOOTER = (siteName: ReactNode) => (
  <>आपको यह मेल इसलिए मिला है क्योंकि {siteName} पर आपका विज्ञापनदाता अकाउंट है।</>
);

export interface LayoutProps {
  site: SiteIdentity;
  /** the mail's language (issue 35): its `lang`; English unless given */
  language?: Language;
  /** the line mail clients show next to the subject */
  preview: string;
  /**
   * why the reader gets this mail, in the footer: a sentence the site's name ends, or one that places the
   * name where its language wants it (Hindi puts it mid-sentence)
   */
  footer: string | ((siteName: ReactNode) => ReactNode);
  children: ReactNode;
}

const body = { backgroundColor: '#f4f4f5', fontFamily: 'Arial, Helvetica, sans-serif', color: '#18181b' };
const container = {
  backgroundColor: '#ffffff',
  margin: '24px auto',
  padding: '24px',
  maxWidth: '560px',
  borderRadius: '8px',
};
const heading = { fontSize: '20px', margin: '0 0 16px', color: '#9d174d' };
const footerText = { fontSize: '12px', lineHeight: '18px', color: '#71717a' };

export function Layout({ site, language = 'en', preview, footer, children }: LayoutProps) {
  const siteName = site.url ? <Link href={`${site.url}${languagePrefix(language)}`}>{site.name}</Link> : site.name;
  return (
    <Html lang={language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          {/* the plain-text part starts with the message itself: its first line is what the outbox logs */}
          <Heading as="h1" style={heading} data-skip-in-text="true">
            {site.name}
          </Heading>
          <Section>{children}</Section>
          <Hr />
          <Text style={footerText}>
            {typeof footer === 'string' ? (
              <>
                {footer} {siteName}
              </>
            ) : (
              footer(siteName)
            )}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph. */
export function P({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 12px' }}>{children}</Text>;
}

/** A quoted reason or detail, set apart from the text around it. */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        fontSize: '15px',
        lineHeight: '22px',
        margin: '0 0 12px',
        padding: '8px 12px',
        borderLeft: '3px solid #d4d4d8',
        backgroundColor: '#fafafa',
      }}
    >
      {children}
    </Text>
  );
}

/**
 * A link to a page of the site, written out in full when there is no address to link to; in a Hindi mail
 * (`language`) it leads to the page's Hindi address.
 */
export function SiteLink({
  site,
  path,
  language = 'en',
  children,
}: {
  site: SiteIdentity;
  path: string;
  language?: Language;
  children: ReactNode;
}) {
  if (!site.url) return <>{children}</>;
  return <Link href={`${site.url}${pathInLanguage(path, language)}`}>{children}</Link>;
}

/** A short list (ads, reports, complaints). */
export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul style={{ fontSize: '15px', lineHeight: '22px', margin: '0 0 12px', paddingLeft: '20px' }}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
