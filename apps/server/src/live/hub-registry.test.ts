import { describe, expect, it } from 'vitest';
import { MessageType } from '@microsoft/signalr';
import { REGISTER_METHOD, UNREGISTER_METHOD } from '@cockpit/core/live';
import { MAX_VIEWS_PER_CONNECTION } from './hub-methods';
import { change, newHub, open } from '../../../../tests/helpers/recording-hub';
import { ViewRegistry } from './view-registry';

/**
 * The hub's rules for who hears what: registrations per view and business unit, their refusals,
 * the hub's methods and what a broadcast reaches (how connections end: hub-connections.test.ts).
 * The transport is a socket stand-in recording what the hub sends (tests/helpers/recording-hub.ts).
 */
describe('registering a view', () => {
  it('answers a completion without error and adds the connection to the view of its own unit only', () => {
    const { hub } = newHub();
    const { connection, invoke } = open(hub);
    expect(invoke(REGISTER_METHOD, ['Stock', 'master', 'demo'], 'a')).toEqual({ type: MessageType.Completion, invocationId: 'a' });
    expect(hub.registry.listeners(1, 'Stock')).toEqual(new Set([connection]));
    expect(hub.registry.listeners(2, 'Stock')).toBeUndefined();
    expect(connection.views.get('Stock')).toEqual(new Set(['master']));
    // A null or missing view type is the empty type; a number is taken as text.
    invoke(REGISTER_METHOD, ['Task', null, 'Demo']);
    invoke(REGISTER_METHOD, ['Task', 3, 'Demo']);
    expect(connection.views.get('Task')).toEqual(new Set(['', '3']));
    expect(hub.registry.viewCount).toBe(2);
  });

  it.each([
    [['Stock', 'master'], 'RegisterConnectionOnView expects 3 arguments (viewName, viewType, businessUnitName), got 2.'],
    [['Stock', 'master', 'Demo', 'x'], 'RegisterConnectionOnView expects 3 arguments (viewName, viewType, businessUnitName), got 4.'],
    [['', 'master', 'Demo'], 'RegisterConnectionOnView: viewName must be a non-empty string.'],
    [[42, 'master', 'Demo'], 'RegisterConnectionOnView: viewName must be a non-empty string.'],
    [['x'.repeat(201), 'master', 'Demo'], 'RegisterConnectionOnView: viewName must be a non-empty string.'],
    [['Stock', { a: 1 }, 'Demo'], 'RegisterConnectionOnView: viewType must be a string or a number.'],
    [['Stock', true, 'Demo'], 'RegisterConnectionOnView: viewType must be a string or a number.'],
    [['Stock', 'master', 'North'], "RegisterConnectionOnView: business unit 'North' is not the signed-in business unit."],
    [['Stock', 'master', 5], "RegisterConnectionOnView: business unit '5' is not the signed-in business unit."],
  ])('refuses %j with an error completion and registers nothing', (args, error) => {
    const { hub } = newHub();
    const { connection, invoke } = open(hub);
    expect(invoke(REGISTER_METHOD, args, 'r')).toEqual({ type: MessageType.Completion, invocationId: 'r', error });
    expect(hub.registry.viewCount).toBe(0);
    expect(connection.views.size).toBe(0);
  });

  it('takes a view name of 200 characters, and refuses unregistering with the wrong unit', () => {
    const { hub } = newHub();
    const { invoke } = open(hub);
    expect(invoke(REGISTER_METHOD, ['x'.repeat(200), '', 'Demo'], 'ok').error).toBeUndefined();
    expect(invoke(UNREGISTER_METHOD, ['x'.repeat(200), '', 'North'], 'no').error).toBe("UnRegisterConnectionOnView: business unit 'North' is not the signed-in business unit.");
    expect(hub.registry.viewCount).toBe(1);
  });

  it(`holds at most ${MAX_VIEWS_PER_CONNECTION} views per connection; a new type of a registered view still counts as the same view`, () => {
    const { hub } = newHub();
    const { connection, invoke } = open(hub);
    for (let i = 0; i < MAX_VIEWS_PER_CONNECTION; i++) expect(invoke(REGISTER_METHOD, [`V${i}`, 'master', 'Demo'], String(i)).error).toBeUndefined();
    expect(invoke(REGISTER_METHOD, ['One more', 'master', 'Demo'], 'x').error).toBe(`RegisterConnectionOnView: at most ${MAX_VIEWS_PER_CONNECTION} views per connection.`);
    expect(invoke(REGISTER_METHOD, ['V0', 'detail', 'Demo'], 'y').error).toBeUndefined();
    expect(connection.views.size).toBe(MAX_VIEWS_PER_CONNECTION);
    expect(hub.registry.listeners(1, 'One more')).toBeUndefined();
    // Unregistering one makes room again.
    invoke(UNREGISTER_METHOD, ['V1', 'master', 'Demo']);
    expect(invoke(REGISTER_METHOD, ['One more', 'master', 'Demo'], 'z').error).toBeUndefined();
  });

  it('unregistering a view never registered, or a type not registered, changes nothing', () => {
    const { hub } = newHub();
    const { connection, invoke } = open(hub);
    invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    expect(invoke(UNREGISTER_METHOD, ['Task', 'master', 'Demo'], 'u').error).toBeUndefined();
    invoke(UNREGISTER_METHOD, ['Stock', 'detail', 'Demo']);
    expect(hub.registry.listeners(1, 'Stock')?.has(connection)).toBe(true);
    expect(connection.views.get('Stock')).toEqual(new Set(['master']));
  });
});

describe('hub methods', () => {
  it('answers an unknown method, matches names without regard to case, and answers nothing to a call without an invocation id', () => {
    const { hub } = newHub();
    const { socket, connection, invoke } = open(hub);
    expect(invoke('DropTables', [], 'd')).toEqual({ type: MessageType.Completion, invocationId: 'd', error: "Unknown hub method 'DropTables'." });
    expect(invoke(REGISTER_METHOD.toUpperCase(), ['Stock', 'master', 'Demo'], 'c').error).toBeUndefined();
    expect(invoke(REGISTER_METHOD, ['Task', 'master', 'Demo'], null)).toBeUndefined();
    expect(socket.frames).toEqual([]);
    expect(connection.views.has('Task')).toBe(true);
  });

  it('refuses streaming, and ignores pings and other messages', () => {
    const { hub } = newHub();
    const { socket, connection } = open(hub);
    hub.onMessage(connection, { type: MessageType.StreamInvocation, invocationId: 's', target: 'x', arguments: [] } as never);
    expect(socket.messages()).toEqual([{ type: MessageType.Completion, invocationId: 's', error: 'Streaming is not supported by this hub.' }]);
    socket.frames = [];
    hub.onMessage(connection, { type: MessageType.Ping });
    expect(socket.frames).toEqual([]);
  });
});

describe('broadcasts', () => {
  it('reach the listeners of the view in its unit, counted once per change and once per frame sent', () => {
    const { hub } = newHub();
    const a = open(hub);
    const b = open(hub);
    const north = open(hub, 2, 'North');
    a.invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    b.invoke(REGISTER_METHOD, ['Stock', 'detail', 'Demo']);
    north.invoke(REGISTER_METHOD, ['Stock', 'master', 'North']);
    for (const s of [a, b, north]) s.socket.frames = [];
    hub.deliver(change('Stock'));
    expect(hub.stats).toEqual({ broadcasts: 1, framesSerialized: 1, framesSent: 2 });
    expect(a.socket.messages()).toHaveLength(1);
    expect(b.socket.messages()).toHaveLength(1);
    expect(north.socket.frames).toEqual([]);
    hub.deliver(change('Nobody listens'));
    expect(hub.stats).toEqual({ broadcasts: 1, framesSerialized: 1, framesSent: 2 });
  });

  it('stop reaching a connection once its last type of the view is unregistered', () => {
    const { hub } = newHub();
    const a = open(hub);
    a.invoke(REGISTER_METHOD, ['Stock', 'master', 'Demo']);
    a.invoke(UNREGISTER_METHOD, ['Stock', 'master', 'Demo']);
    a.socket.frames = [];
    hub.deliver(change('Stock'));
    expect(a.socket.frames).toEqual([]);
    expect(hub.stats.broadcasts).toBe(0);
  });
});

describe('ViewRegistry', () => {
  it('keeps a view while one connection listens and forgets it with the last', () => {
    const registry = new ViewRegistry<string>();
    registry.add(1, 'Stock', 'a');
    registry.add(1, 'Stock', 'b');
    registry.add(1, 'Stock', 'b');
    registry.add(2, 'Stock', 'c');
    expect(registry.listeners(1, 'Stock')).toEqual(new Set(['a', 'b']));
    expect(registry.viewCount).toBe(2);
    registry.remove(1, 'Stock', 'a');
    expect(registry.listeners(1, 'Stock')).toEqual(new Set(['b']));
    registry.remove(1, 'Stock', 'b');
    expect(registry.listeners(1, 'Stock')).toBeUndefined();
    expect(registry.viewCount).toBe(1);
    // Removing what is not there changes nothing.
    registry.remove(1, 'Stock', 'b');
    registry.remove(2, 'Stock', 'zz');
    expect(registry.listeners(2, 'Stock')).toEqual(new Set(['c']));
    // A unit id and a view name never run into each other ("1" + "2x" is not "12" + "x").
    registry.add(1, '2x', 'd');
    expect(registry.listeners(12, 'x')).toBeUndefined();
  });
});
