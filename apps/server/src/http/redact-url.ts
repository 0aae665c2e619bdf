const SECRET_PARAM = /token|password|secret|key|code|session/i;

/** The URL with the values of secret-looking query parameters replaced, for logs (BCP tokens travel in queries). */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAM.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Credentials in URLs anywhere in a text ('https://user:token@host/...', also inside a git error message). */
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi;

/** The text with every URL's user and password replaced: GAME_DATA_REPO may carry an access token. */
export function redactCredentials(text: string): string {
  return text.replace(URL_CREDENTIALS, '$1[redacted]@');
}
