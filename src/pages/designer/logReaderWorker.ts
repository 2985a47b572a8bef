/**
 * The designer's KTANE log reader worker (logReading.ts): reads the file it is sent and answers in
 * parts. Protocol: in `{ text }`; out `LogReaderReply` messages (progress, modules, steps, done or
 * error).
 */
import { readAndSend, type LogReaderReply } from './logReading';

const post = (m: LogReaderReply) => (self as unknown as { postMessage(m: LogReaderReply): void }).postMessage(m);

self.onmessage = (ev: MessageEvent<{ text: string }>) => {
  try {
    readAndSend(String(ev.data.text), post);
  } catch (e) {
    post({ kind: 'error', error: (e as Error).message ?? String(e) });
  }
};
