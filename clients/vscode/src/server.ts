// How the extension reaches repaird: a child `repaird --stdio`, or a socket to
// `repaird --listen` (whose `initialize` must carry the token).
import * as net from 'node:net';
import * as vscode from 'vscode';
import { ServerOptions, StreamInfo } from 'vscode-languageclient/node';

export interface Settings {
  serverPath: string;
  extraArgs: string[];
  solver: string;
  tcpAddress: string;
  token: string;
}

export function readSettings(): Settings {
  const config = vscode.workspace.getConfiguration('repaird');
  return {
    serverPath: config.get<string>('serverPath', 'repaird'),
    extraArgs: config.get<string[]>('extraArgs', []),
    solver: config.get<string>('solver', ''),
    tcpAddress: config.get<string>('tcpAddress', '').trim(),
    token: config.get<string>('token', '') || process.env.REPAIRD_TOKEN || '',
  };
}

/** `host:port` or `[v6]:port` into its parts; a clear error otherwise. */
export function parseAddress(address: string): { host: string; port: number } {
  const match = /^\[?([^\]]+)\]?:(\d+)$/.exec(address);
  const port = match ? Number(match[2]) : NaN;
  if (!match || !(port > 0 && port < 65536)) {
    throw new Error(`repaird.tcpAddress must be host:port, got "${address}"`);
  }
  return { host: match[1], port };
}

export function serverOptions(settings: Settings): ServerOptions {
  if (settings.tcpAddress) {
    const { host, port } = parseAddress(settings.tcpAddress);
    return () =>
      new Promise<StreamInfo>((resolve, reject) => {
        const socket = net.connect({ host, port });
        socket.once('connect', () => resolve({ reader: socket, writer: socket }));
        socket.once('error', reject);
      });
  }
  return { command: settings.serverPath, args: ['--stdio', ...settings.extraArgs] };
}

/** `initializationOptions`: the token, only over TCP (stdio needs none). */
export function initializationOptions(settings: Settings): object | undefined {
  return settings.tcpAddress ? { token: settings.token } : undefined;
}

/** The live-config change for the chosen solver (`settings.repaird` of didChangeConfiguration). */
export function liveConfig(settings: Settings): object | undefined {
  return settings.solver ? { solver: { backend: settings.solver } } : undefined;
}
