/** `message` ending in a full stop, so that a command's line can go on after it. */
export function asSentence(message: string): string {
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/**
 * The first sentence of `message`: node's argument parser follows an unknown option's name with
 * advice on positional arguments that start with `-`, which no backup file name needs.
 */
export function firstSentence(message: string): string {
  return asSentence(message.replace(/\.\s.*$/s, ''));
}
