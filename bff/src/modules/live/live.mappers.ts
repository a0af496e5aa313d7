// What the GraphQL types of notification.graphql's live part resolve from (found by scripts/codegen-graphql.mjs by their `Mapper` suffix).

/** One live event of the viewer, as the api streams it; the counts are read when it is resolved. */
export interface LiveUpdateMapper {
  kind: string;
  threadId?: number;
  messageId?: number;
  notificationId?: number;
}
