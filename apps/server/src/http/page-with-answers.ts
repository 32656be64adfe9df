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
 * The app's index.html with the answers at the end of its body: the entry is a module script, which runs
 * once the document is parsed, so they are there when it asks; in the head they would hold back the
 * discovery of the page's code and styles by their bytes. Null when the page has no body's end.
 */
export function pageWithAnswers(indexHtml: string, answers: StartUpAnswers): string | null {
  const at = indexHtml.lastIndexOf('</body>');
  if (at < 0) return null;
  return `${indexHtml.slice(0, at)}${answersScript(answers)}${indexHtml.slice(at)}`;
}
