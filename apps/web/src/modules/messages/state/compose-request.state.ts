/**
 * Send Message on a resident's dashboard opens the Message manager with its compose dialog: the
 * dashboard asks for it just before it opens the screen, and the screen takes the request once.
 */
let requested = false;

export function requestCompose(): void {
  requested = true;
}

/** Whether the compose dialog was asked for; the request is used up. */
export function takeComposeRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
