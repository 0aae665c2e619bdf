// What a failed account call tells the player: the server's own sentence when
// it sent one, the network sentence when there was no answer, else the form's
// fallback ('Login failed.'); never raw JSON or a browser's 'Failed to fetch'.
type CodedError = { code?: unknown; fromServer?: unknown; message?: unknown };

export function errorSentence(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const { code, fromServer } = error as CodedError;
  if (code === 'NETWORK_ERROR') return error.message;
  if (code === 'API_REQUEST_ERROR' && fromServer === true && error.message !== '') return error.message;
  return fallback;
}
