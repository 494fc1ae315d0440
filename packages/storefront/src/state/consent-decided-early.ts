// The consent banner is part of the server-rendered page (it is the largest thing a first visit
// paints on a phone), so a shopper who has already decided must not see it before the page
// hydrates. This script runs in the head, before the first paint: it reads the decision the
// consent store keeps and marks <html>; frame.css hides the banner while the mark stands. Frame
// removes the mark once the store itself decides whether the banner shows.
import { CONSENT_DAYS, CONSENT_STORAGE_KEY } from './consent-store.ts';

export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/** Built once: the same few bytes go into every page's head. */
export const CONSENT_DECIDED_EARLY_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null'),d=c&&c.state&&c.state.decidedAt;if(d&&Date.now()-new Date(d).getTime()<=${CONSENT_DAYS * 86_400_000})document.documentElement.setAttribute('${CONSENT_DECIDED_ATTRIBUTE}','')}catch(e){}`;
