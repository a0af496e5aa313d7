/** What a sent job carries: plain JSON (pg-boss stores it as jsonb). */
export type JobData = Record<string, unknown>;

/** Hands a job to whoever runs them: the pg-boss queue in the server, an in-process runner in tests. */
export interface JobSender {
  send(name: string, data: JobData): Promise<void>;
}
