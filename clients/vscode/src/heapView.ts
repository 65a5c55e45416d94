// The heap picture of the current stop in a webview beside the editor. The daemon's SVG is
// shown as an <img> (a data: URI), so nothing in it can run; the text form is below it.
import * as vscode from 'vscode';
import { DebugReply } from './protocol';

export class HeapView implements vscode.Disposable {
  private panel: vscode.WebviewPanel | undefined;

  show(reply: DebugReply): void {
    if (!this.panel) {
      this.panel = vscode.window.createWebviewPanel(
        'repaird.heap',
        'repaird: heap',
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
        { enableScripts: false },
      );
      this.panel.onDidDispose(() => (this.panel = undefined));
    }
    this.panel.webview.html = render(reply);
  }

  dispose(): void {
    this.panel?.dispose();
  }
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function render(reply: DebugReply): string {
  const stop = reply.stop;
  const where =
    stop.line !== undefined
      ? `line ${stop.line}${stop.function ? ` in ${stop.function}` : ''} (${stop.reason})`
      : stop.exitCode !== undefined
        ? `exited with ${stop.exitCode}`
        : stop.reason;
  const image = reply.svg
    ? `<img alt="heap" src="data:image/svg+xml;base64,${Buffer.from(reply.svg).toString('base64')}">`
    : '';
  const section = (title: string, body: string) =>
    body ? `<h3>${escape(title)}</h3><pre>${escape(body)}</pre>` : '';
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline';">
<style>body { font-family: var(--vscode-editor-font-family); } img { max-width: 100%; background: white; }</style>
</head><body>
<h2>${escape(where)}${reply.checkpoint !== undefined ? ` — checkpoint ${reply.checkpoint}` : ''}</h2>
${image}
${section('state', reply.picture)}
${section('messages', reply.messages.join('\n'))}
${section('output', reply.output)}
${section('patch', reply.patch?.diff ?? '')}
</body></html>`;
}
