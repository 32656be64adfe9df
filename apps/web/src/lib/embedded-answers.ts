// A signed-in GM's league page arrives with its start-up answers in the HTML (docs/decisions/053): a JSON
// script the server fills with the answers of the session check, the user and the league, by API path.
import { START_UP_ANSWERS_ID } from '@rinkside/domain';

/**
 * The answers embedded in this page, read once: the element is removed, so a later call (a second render
 * of the providers in development's strict mode) finds none. Absent or unreadable: none.
 */
export function takeEmbeddedAnswers(doc: Document = document): Record<string, unknown> {
  const element = doc.getElementById(START_UP_ANSWERS_ID);
  if (!element) return {};
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent || '');
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return {};
    // Only API paths: anything else in the object is no answer any request would take.
    return Object.fromEntries(Object.entries(answers).filter(([path]) => path.startsWith('/')));
  } catch {
    return {};
  }
}
