// The built-in texts of the pages' heads (SPEC section 1), in each language of the site (issue 35): what search
// engines and link previews read of a page whose SEO record leaves a field empty. English is the SPEC's; Hindi is
// its translation. The rules choosing among them live in ./head.ts.
import type { Language } from '../../../common/languages.ts';

export interface HeadTexts {
  title: string;
  description: string;
  keywords: string;
}

/** An ad's page, as its head names it: the ad's own name and text, its city, state and category. */
export interface AdHeadFacts {
  name: string;
  description: string;
  city: string;
  state: string;
  category: string;
}

export interface PageHeadTexts {
  defaultKeywords: string;
  /** Pages that can have an SEO record, plus the password page (keys are stored paths: '' is home). */
  pages(site: string): Record<string, HeadTexts | undefined>;
  notFound(site: string): HeadTexts;
  movedTitle(site: string): string;
  listing(site: string, location: string, category?: string): HeadTexts;
  /** `shortName` is the ad's name cut for a title; `shortDescription` its text cut for a description ('' if none). */
  ad(site: string, ad: AdHeadFacts & { shortName: string; shortDescription: string }): HeadTexts;
  gone(site: string): HeadTexts;
}

const ENGLISH_KEYWORDS = 'call girls, escorts, companions, companion directory, India';

const ENGLISH: PageHeadTexts = {
  defaultKeywords: ENGLISH_KEYWORDS,
  pages: (site) => ({
    '': {
      title: `${site} | Call Girls and Escorts Across India`,
      description:
        'Browse classified ads of independent companions in 500+ Indian cities. Free search by state, city and category, verified profiles and privacy first. Adults 18+ only.',
      keywords: ENGLISH_KEYWORDS,
    },
    // the city chooser (issue 33): a visitor picks a city here; India's latest ads below
    '/call-girls': {
      title: `Call Girls in India by City | ${site}`,
      description:
        "Choose your city: search 500+ Indian cities, see where most ads are today, or browse India's latest call girl and escort ads. Adults 18+ only.",
      keywords: 'call girls in India, call girls by city, escorts in India, independent escorts, companions, India',
    },
    '/blogs': {
      title: `Blogs | ${site}`,
      description: `Guides, city stories and safety tips about companionship in India from the ${site} team. Adults 18+ only.`,
      keywords: `${site} blog, escort guides, city guides, companionship tips, India`,
    },
    '/about-us': {
      title: `About Us | ${site}`,
      description: `About ${site}: an online directory of companion ads in India for adults 18+. Our values, our team and the services we offer visitors and advertisers.`,
      keywords: ENGLISH_KEYWORDS,
    },
    '/contact-us': {
      title: `Contact Us | ${site}`,
      description: `Questions, feedback or a report about an ad? Send the ${site} team a message and we will get back to you.`,
      keywords: `contact ${site}, report an ad, support`,
    },
    '/login': {
      title: `Login | ${site}`,
      description: `Log in to your ${site} advertiser account to manage your ads and credits.`,
      keywords: `${site} login, advertiser login`,
    },
    '/register': {
      title: `Register | ${site}`,
      description: `Create an advertiser account on ${site} to publish companion ads in Indian cities. Adults 18+ only.`,
      keywords: `${site} register, post your ad, advertiser account`,
    },
    '/forgot-password': {
      title: `Forgot Password | ${site}`,
      description: `Reset the password of your ${site} account with a one-time code sent to your e-mail address.`,
      keywords: `${site} password reset`,
    },
    '/terms-&-conditions': {
      title: `Terms and Conditions | ${site}`,
      description: `The terms of using ${site}: user obligations, acceptable use, paid services for advertisers and limitation of liability. Users must be 18 or over.`,
      keywords: `${site} terms and conditions, acceptable use policy`,
    },
    '/grievance': {
      title: `Grievance Redressal | ${site}`,
      description: `Complain to the ${site} grievance officer about an ad or any content on the site, and follow your complaint with its tracking number.`,
      keywords: `${site} grievance officer, complaint, IT Rules 2021, report content`,
    },
    '/grievance/status': {
      title: `Complaint Status | ${site}`,
      description: `Follow a complaint to the ${site} grievance officer with its tracking number.`,
      keywords: `${site} complaint status`,
    },
    '/privacy-policy': {
      title: `Privacy Policy | ${site}`,
      description: `How ${site} collects and uses your information, your rights, changes to this policy and our payment terms.`,
      keywords: `${site} privacy policy, data protection`,
    },
  }),
  notFound: (site) => ({
    title: `Page not found | ${site}`,
    description: 'The page you are looking for does not exist or is no longer available.',
    keywords: '',
  }),
  movedTitle: (site) => `Moved | ${site}`,
  listing: (site, location, category) =>
    category
      ? {
          title: `${category} Call Girls in ${location} | ${site}`,
          description: `Browse ${category} call girl and escort ads in ${location}: photos, services and direct contact with advertisers by phone or WhatsApp. Free search, adults 18+ only.`,
          keywords: `${category} call girls in ${location}, ${category} escorts in ${location}, call girls in ${location}, ${location} escorts, ${location}`,
        }
      : {
          title: `Call Girls in ${location} | ${site}`,
          description: `Browse call girl and escort ads in ${location}: photos, services and direct contact with advertisers by phone or WhatsApp. Free search, adults 18+ only.`,
          keywords: `call girls in ${location}, ${location} escorts, companions in ${location}, ${location}`,
        },
  ad: (site, ad) => ({
    title: `${ad.shortName} in ${ad.city}, ${ad.state} | ${site}`,
    description: ad.shortDescription || `${ad.category} in ${ad.city}, ${ad.state}.`,
    keywords: [`call girls in ${ad.city}`, `${ad.city} escorts`, ad.category, ad.state].join(', '),
  }),
  gone: (site) => ({
    title: `Ad no longer available | ${site}`,
    description: 'This ad has ended or was removed and is no longer available.',
    keywords: '',
  }),
};

const HINDI_KEYWORDS = 'कॉल गर्ल्स, एस्कॉर्ट्स, कंपैनियन, कंपैनियन डायरेक्टरी, भारत';
const ADULTS_ONLY = 'सिर्फ़ 18+ वयस्कों के लिए।';

const HINDI: PageHeadTexts = {
  defaultKeywords: HINDI_KEYWORDS,
  pages: (site) => ({
    '': {
      title: `${site} | पूरे भारत की कॉल गर्ल्स और एस्कॉर्ट्स`,
      description: `भारत के 500+ शहरों में स्वतंत्र कंपैनियन के क्लासिफ़ाइड विज्ञापन देखें। राज्य, शहर और कैटेगरी के हिसाब से मुफ़्त खोज, वेरिफ़ाइड प्रोफ़ाइल और पूरी प्राइवेसी। ${ADULTS_ONLY}`,
      keywords: HINDI_KEYWORDS,
    },
    '/call-girls': {
      title: `शहर के हिसाब से भारत की कॉल गर्ल्स | ${site}`,
      description: `अपना शहर चुनें: भारत के 500+ शहरों में खोजें, देखें कि आज सबसे ज़्यादा विज्ञापन कहाँ हैं, या भारत के नए कॉल गर्ल और एस्कॉर्ट विज्ञापन देखें। ${ADULTS_ONLY}`,
      keywords: 'भारत में कॉल गर्ल्स, शहर के हिसाब से कॉल गर्ल्स, भारत में एस्कॉर्ट्स, स्वतंत्र एस्कॉर्ट्स, कंपैनियन, भारत',
    },
    '/blogs': {
      title: `ब्लॉग | ${site}`,
      description: `${site} टीम की ओर से भारत में कंपैनियनशिप के बारे में गाइड, शहरों की कहानियाँ और सुरक्षा सुझाव। ${ADULTS_ONLY}`,
      keywords: `${site} ब्लॉग, एस्कॉर्ट गाइड, शहर गाइड, कंपैनियनशिप सुझाव, भारत`,
    },
    '/about-us': {
      title: `हमारे बारे में | ${site}`,
      description: `${site} के बारे में: भारत में 18+ वयस्कों के लिए कंपैनियन विज्ञापनों की एक ऑनलाइन डायरेक्टरी। हमारे मूल्य, हमारी टीम और विज़िटर्स व विज्ञापनदाताओं के लिए हमारी सेवाएँ।`,
      keywords: HINDI_KEYWORDS,
    },
    '/contact-us': {
      title: `संपर्क करें | ${site}`,
      description: `कोई सवाल, सुझाव या किसी विज्ञापन की रिपोर्ट? ${site} टीम को संदेश भेजें, हम आपसे संपर्क करेंगे।`,
      keywords: `${site} संपर्क, विज्ञापन की रिपोर्ट, सहायता`,
    },
    '/login': {
      title: `लॉग इन | ${site}`,
      description: `अपने विज्ञापन और क्रेडिट संभालने के लिए अपने ${site} विज्ञापनदाता खाते में लॉग इन करें।`,
      keywords: `${site} लॉग इन, विज्ञापनदाता लॉग इन`,
    },
    '/register': {
      title: `रजिस्टर करें | ${site}`,
      description: `भारत के शहरों में कंपैनियन विज्ञापन प्रकाशित करने के लिए ${site} पर विज्ञापनदाता खाता बनाएँ। ${ADULTS_ONLY}`,
      keywords: `${site} रजिस्टर, अपना विज्ञापन डालें, विज्ञापनदाता खाता`,
    },
    '/forgot-password': {
      title: `पासवर्ड भूल गए | ${site}`,
      description: `अपने ई-मेल पते पर भेजे गए एक बार के कोड से अपने ${site} खाते का पासवर्ड रीसेट करें।`,
      keywords: `${site} पासवर्ड रीसेट`,
    },
    '/terms-&-conditions': {
      title: `नियम और शर्तें | ${site}`,
      description: `${site} के इस्तेमाल की शर्तें: उपयोगकर्ता के दायित्व, स्वीकार्य उपयोग, विज्ञापनदाताओं के लिए पेड सेवाएँ और दायित्व की सीमा। उपयोगकर्ता की उम्र 18 या उससे ज़्यादा होनी चाहिए।`,
      keywords: `${site} नियम और शर्तें, स्वीकार्य उपयोग नीति`,
    },
    '/grievance': {
      title: `शिकायत निवारण | ${site}`,
      description: `किसी विज्ञापन या साइट की किसी भी सामग्री के बारे में ${site} के शिकायत अधिकारी से शिकायत करें, और ट्रैकिंग नंबर से अपनी शिकायत की स्थिति देखें।`,
      keywords: `${site} शिकायत अधिकारी, शिकायत, आईटी नियम 2021, सामग्री की रिपोर्ट`,
    },
    '/grievance/status': {
      title: `शिकायत की स्थिति | ${site}`,
      description: `ट्रैकिंग नंबर से ${site} के शिकायत अधिकारी को की गई अपनी शिकायत की स्थिति देखें।`,
      keywords: `${site} शिकायत की स्थिति`,
    },
    '/privacy-policy': {
      title: `प्राइवेसी पॉलिसी | ${site}`,
      description: `${site} आपकी जानकारी कैसे इकट्ठा और इस्तेमाल करता है, आपके अधिकार, इस नीति में बदलाव और हमारी भुगतान शर्तें।`,
      keywords: `${site} प्राइवेसी पॉलिसी, डेटा सुरक्षा`,
    },
  }),
  notFound: (site) => ({
    title: `पेज नहीं मिला | ${site}`,
    description: 'आप जो पेज खोज रहे हैं वह मौजूद नहीं है या अब उपलब्ध नहीं है।',
    keywords: '',
  }),
  movedTitle: (site) => `पता बदल गया है | ${site}`,
  listing: (site, location, category) =>
    category
      ? {
          title: `${location} में ${category} कॉल गर्ल्स | ${site}`,
          description: `${location} में ${category} कॉल गर्ल और एस्कॉर्ट विज्ञापन देखें: फ़ोटो, सेवाएँ और फ़ोन या WhatsApp से विज्ञापनदाताओं से सीधा संपर्क। मुफ़्त खोज, ${ADULTS_ONLY}`,
          keywords: `${location} में ${category} कॉल गर्ल्स, ${location} में ${category} एस्कॉर्ट्स, ${location} में कॉल गर्ल्स, ${location} एस्कॉर्ट्स, ${location}`,
        }
      : {
          title: `${location} में कॉल गर्ल्स | ${site}`,
          description: `${location} में कॉल गर्ल और एस्कॉर्ट विज्ञापन देखें: फ़ोटो, सेवाएँ और फ़ोन या WhatsApp से विज्ञापनदाताओं से सीधा संपर्क। मुफ़्त खोज, ${ADULTS_ONLY}`,
          keywords: `${location} में कॉल गर्ल्स, ${location} एस्कॉर्ट्स, ${location} में कंपैनियन, ${location}`,
        },
  ad: (site, ad) => ({
    title: `${ad.city}, ${ad.state} में ${ad.shortName} | ${site}`,
    description: ad.shortDescription || `${ad.city}, ${ad.state} में ${ad.category}।`,
    keywords: [`${ad.city} में कॉल गर्ल्स`, `${ad.city} एस्कॉर्ट्स`, ad.category, ad.state].join(', '),
  }),
  gone: (site) => ({
    title: `यह विज्ञापन अब उपलब्ध नहीं है | ${site}`,
    description: 'यह विज्ञापन समाप्त हो गया है या हटा दिया गया है और अब उपलब्ध नहीं है।',
    keywords: '',
  }),
};

const TEXTS: Record<Language, PageHeadTexts> = { en: ENGLISH, hi: HINDI };

export function pageHeadTexts(language: Language): PageHeadTexts {
  return TEXTS[language];
}

/** The English keywords a page without its own has (the SPEC's). */
export const DEFAULT_KEYWORDS = ENGLISH_KEYWORDS;
