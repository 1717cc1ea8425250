import { describe, expect, it } from 'vitest';
import { MessageType } from '@microsoft/signalr';
import { RecordBuffer, checkHandshake, closeMessage, completion, parseHubMessages } from './hub-protocol';

describe('hub protocol', () => {
  it('accepts the JSON protocol handshake and refuses others with a reason', () => {
    expect(checkHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
    expect(checkHandshake('{"protocol":"messagepack","version":1}')).toEqual({ ok: false, error: "The protocol 'messagepack' is not supported." });
    expect(checkHandshake('{"protocol":"json"}').ok).toBe(false);
    expect(checkHandshake('not json').ok).toBe(false);
  });

  it('keeps an unfinished record until its separator arrives', () => {
    const buffer = new RecordBuffer();
    expect(buffer.push('{"type":6}\x1e{"type":1,"tar')).toBe('{"type":6}\x1e');
    expect(buffer.pendingLength).toBeGreaterThan(0);
    const rest = buffer.push('get":"X","arguments":[]}\x1e');
    expect(parseHubMessages(rest)).toEqual([{ type: MessageType.Invocation, target: 'X', arguments: [] }]);
    expect(buffer.pendingLength).toBe(0);
  });

  it('writes completions with and without an error, and close messages', () => {
    expect(completion('7')).toBe('{"type":3,"invocationId":"7"}\x1e');
    expect(completion('7', 'no')).toBe('{"type":3,"invocationId":"7","error":"no"}\x1e');
    expect(closeMessage({ allowReconnect: true })).toBe('{"type":7,"allowReconnect":true}\x1e');
  });
});
