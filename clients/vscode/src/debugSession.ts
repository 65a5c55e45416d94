// One debug-localize-repair session at a time: the repair/debug/* requests, the stopped line
// marked in the editor, the heap in a webview.
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/node';
import { HeapView } from './heapView';
import { DebugReply, debugCommand, debugEnd, debugStart } from './protocol';

export class DebugSession implements vscode.Disposable {
  private session: { id: string; uri: vscode.Uri } | undefined;
  private readonly heap = new HeapView();
  private readonly currentLine = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: new vscode.ThemeColor('editor.stackFrameHighlightBackground'),
    overviewRulerColor: new vscode.ThemeColor('editorOverviewRuler.warningForeground'),
  });

  constructor(private readonly client: () => LanguageClient | undefined) {}

  async start(): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.languageId !== 'c') {
      throw new Error('open a C file first');
    }
    if (editor.document.isDirty) {
      await editor.document.save(); // the daemon builds the saved file
    }
    const stdin = await vscode.window.showInputBox({
      prompt: "The program's input (stdin); empty for none",
      placeHolder: '1 2',
    });
    if (stdin === undefined) {
      return;
    }
    await this.stop();
    const reply = await this.connected().sendRequest(debugStart, {
      uri: editor.document.uri.toString(),
      stdin: stdin ? `${stdin}\n` : undefined,
      svg: true,
    });
    this.session = { id: reply.session, uri: editor.document.uri };
    await this.show(reply);
  }

  async command(text: string): Promise<void> {
    if (!this.session) {
      throw new Error('no debug session (repaird: Debug session: start)');
    }
    const reply = await this.connected().sendRequest(debugCommand, {
      session: this.session.id,
      command: text,
      svg: true,
    });
    await this.show(reply);
  }

  async stop(): Promise<void> {
    const session = this.session;
    this.session = undefined;
    for (const editor of vscode.window.visibleTextEditors) {
      editor.setDecorations(this.currentLine, []);
    }
    if (session) {
      await this.client()?.sendRequest(debugEnd, { session: session.id });
    }
  }

  dispose(): void {
    void this.stop();
    this.currentLine.dispose();
    this.heap.dispose();
  }

  private connected(): LanguageClient {
    const client = this.client();
    if (!client || !client.isRunning()) {
      throw new Error('repaird is not running');
    }
    return client;
  }

  private async show(reply: DebugReply): Promise<void> {
    const session = this.session;
    if (!session) {
      return;
    }
    const document = await vscode.workspace.openTextDocument(session.uri);
    const editor = await vscode.window.showTextDocument(document, { preserveFocus: false, preview: false });
    const line = reply.stop.line;
    if (line !== undefined && line >= 1 && line <= document.lineCount) {
      const range = document.lineAt(line - 1).range;
      editor.setDecorations(this.currentLine, [range]);
      editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    } else {
      editor.setDecorations(this.currentLine, []);
    }
    this.heap.show(reply);
    for (const message of reply.messages) {
      void vscode.window.setStatusBarMessage(`repaird: ${message}`, 5000);
    }
  }
}
