import { START_UP_ANSWERS_ID } from '@rinkside/domain';
import type { StartUpAnswers } from './start-up-answers';

// A JSON script's text ends at the first `</script` whatever JSON says, and `<!--` changes how the parser
// reads it: no `<` is left as such (JSON reads `\u003c` as the same character). U+2028 and U+2029 are
// escaped too, as line breaks older JavaScript parsers would not take inside a string.
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escapeCharacter = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The answers as a JSON script (not executed, so the Content-Security-Policy's script-src is not asked). */
export function answersScript(answers: StartUpAnswers): string {
  const json = JSON.stringify(answers).replace(UNSAFE_IN_SCRIPT, escapeCharacter);
  return `<script type="application/json" id="${START_UP_ANSWERS_ID}">${json}</script>`;
}

/**
 * The app's index.html with the answers before its entry script (or, without one, at the end of its body),
 * so they are in the document when the entry runs; null when the page has neither.
 */
export function pageWithAnswers(indexHtml: string, answers: StartUpAnswers): string | null {
  const entry = indexHtml.search(/<script\b[^>]*\btype=["']?module\b/i);
  const at = entry >= 0 ? entry : indexHtml.lastIndexOf('</body>');
  if (at < 0) return null;
  return `${indexHtml.slice(0, at)}${answersScript(answers)}${indexHtml.slice(at)}`;
}
