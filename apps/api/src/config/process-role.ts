/**
 * What this process is run for. The API and the job workers do the application's background work:
 * the job workers and schedules, the sweeps and observers that act on the read models, the media
 * jobs queued again at start. A command-line tool (the rebuild) does only what it is run for: no
 * sweep of it follows the log or acts on read models being rebuilt, and it takes no job of the
 * API's (decision 0095).
 */
export class ProcessRole {
  constructor(readonly background: boolean) {}
}
