/** Rooms' demo account: agent alpha's API key, and the invite to `kitchen` its owner handed over, for `join_room`. */
import type { DemoAccount } from '../server-module.ts';
import { roomsDemoInvite, roomsDemoKeys } from './directory.ts';

export const roomsDemo = {
  authorization: () => Promise.resolve(`Bearer ${roomsDemoKeys.agentAlpha}`),
  signIn(driver) {
    driver.token = roomsDemoKeys.agentAlpha;
    return Promise.resolve();
  },
  callFirstArguments: { join_room: { invite: roomsDemoInvite } },
} satisfies DemoAccount;
