// The repair/debug/* requests as documented in protocol/docs/lsp-extensions.md.
import { RequestType } from 'vscode-languageclient/node';

export interface DebugStartParams {
  uri: string;
  args?: string[];
  stdin?: string;
  breakpoints?: string[];
  svg?: boolean;
}

export interface DebugCommandParams {
  session: string;
  command: string;
  svg?: boolean;
}

export interface DebugEndParams {
  session: string;
}

export interface Stop {
  file?: string;
  line?: number;
  function?: string;
  reason: string;
  sourceLine?: string;
  exitCode?: number;
}

export interface PatchReport {
  diff: string;
  patchedText: string;
  changes: string[];
}

export interface DebugReply {
  session: string;
  stop: Stop;
  picture: string;
  svg?: string;
  output: string;
  messages: string[];
  checkpoint?: number;
  patch?: PatchReport;
  suspicious?: { line: number; text: string }[];
}

export const debugStart = new RequestType<DebugStartParams, DebugReply, void>('repair/debug/start');
export const debugCommand = new RequestType<DebugCommandParams, DebugReply, void>('repair/debug/command');
export const debugEnd = new RequestType<DebugEndParams, { ended: boolean }, void>('repair/debug/end');
