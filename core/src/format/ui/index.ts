/**
 * The formatters bound to the signed-in user's settings, a React hook: apart from the runtime's
 * exports so that the start-up code does not carry the date library, and apart from format's
 * React-free files, which the server and the CLI import.
 */
export * from './use-format';
