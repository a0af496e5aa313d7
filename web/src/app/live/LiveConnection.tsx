import { useApolloClient } from '@apollo/client/react';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { useEffect } from 'react';
import type { LiveUpdatesSubscription } from '../../__generated__/graphql';
import { persistedQueryExtensions } from '../persistedDocuments';
import { applyLiveUpdate, LiveUpdatesDocument } from './liveCache';

/** Same origin as the page: the session cookie goes along with the socket's upgrade request. */
const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

/**
 * One graphql-ws socket for the viewer's `liveUpdates`, applied to the Apollo cache as they come.
 * It reconnects with graphql-ws's backoff for as long as the app is open; each stream opens with
 * STREAM_OPEN, on which the lists and threads on screen are read again (changes may have passed
 * before the stream was there, on the first connection as after a reconnection). Unmounting
 * (sign-out, another identity) closes it.
 */
export function LiveConnection() {
  const client = useApolloClient();
  useEffect(() => {
    // Closes with 4401 since the last connection: the first one reconnects with the cookies the
    // browser has now (a password change moves this browser to a new session and ends the old
    // one); a second means signed out, where retrying would only be refused again.
    let sessionEnds = 0;
    const socket = createClient({
      url: socketUrl(),
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: (event) => {
        if (!(event instanceof CloseEvent)) return true;
        if (event.code === 4403) return false;
        return event.code !== 4401 || ++sessionEnds <= 1;
      },
      on: {
        connected: () => {
          sessionEnds = 0;
        },
      },
    });
    const stop = socket.subscribe<LiveUpdatesSubscription>(
      { query: print(LiveUpdatesDocument), extensions: persistedQueryExtensions(LiveUpdatesDocument) },
      {
        next: ({ data }) => {
          if (data) applyLiveUpdate(client.cache, data.liveUpdates);
        },
        // A refusal (FORBIDDEN, the session ended) stops the stream; the app's own queries report it.
        error: () => undefined,
        complete: () => undefined,
      },
    );
    return () => {
      stop();
      // Closing while still connecting rejects ('All Subscriptions Gone'): nothing is left to tell.
      Promise.resolve(socket.dispose()).catch(() => undefined);
    };
  }, [client]);
  return null;
}
