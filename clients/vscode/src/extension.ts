// repaird for VS Code: diagnostics and quick fixes come through the language client as plain
// LSP; the debug session and the fix command are contributed commands.
import * as vscode from 'vscode';
import { ExecuteCommandRequest, LanguageClient, LanguageClientOptions } from 'vscode-languageclient/node';
import { DebugSession } from './debugSession';
import { initializationOptions, liveConfig, readSettings, serverOptions } from './server';

let client: LanguageClient | undefined;

async function startClient(context: vscode.ExtensionContext): Promise<void> {
  const settings = readSettings();
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ scheme: 'file', language: 'c' }],
    initializationOptions: initializationOptions(settings),
    outputChannelName: 'repaird',
  };
  client = new LanguageClient('repaird', 'repaird', serverOptions(settings), clientOptions);
  await client.start();
  const live = liveConfig(settings);
  if (live) {
    await client.sendNotification('workspace/didChangeConfiguration', { settings: { repaird: live } });
  }
  context.subscriptions.push({ dispose: () => void client?.stop() });
}

/** Runs `action`, reporting a failure instead of throwing into VS Code. */
function guarded(action: (...args: unknown[]) => Promise<void>) {
  return async (...args: unknown[]) => {
    try {
      await action(...args);
    } catch (error) {
      void vscode.window.showErrorMessage(`repaird: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const debug = new DebugSession(() => client);
  context.subscriptions.push(debug);
  const register = (name: string, action: (...args: unknown[]) => Promise<void>) =>
    context.subscriptions.push(vscode.commands.registerCommand(name, guarded(action)));

  register('repaird.debug.start', () => debug.start());
  for (const simple of ['next', 'step', 'spec', 'repair', 'state']) {
    register(`repaird.debug.${simple}`, () => debug.command(simple));
  }
  register('repaird.debug.change', async () => {
    const entity = await vscode.window.showInputBox({ prompt: 'Entity to change', placeHolder: 'n4->prev' });
    const value = entity && (await vscode.window.showInputBox({ prompt: `New value of ${entity}`, placeHolder: 'n3' }));
    if (entity && value) {
      await debug.command(`change ${entity} ${value}`);
    }
  });
  register('repaird.debug.resume', async () => {
    const checkpoint = await vscode.window.showInputBox({
      prompt: 'Checkpoint to resume',
      validateInput: (text) => (/^\d+$/.test(text) ? undefined : 'a checkpoint number'),
    });
    if (checkpoint) {
      await debug.command(`resume ${checkpoint}`);
    }
  });
  register('repaird.debug.command', async () => {
    const line = await vscode.window.showInputBox({ prompt: 'Session command', placeHolder: 'break 27' });
    if (line) {
      await debug.command(line);
    }
  });
  register('repaird.debug.stop', () => debug.stop());
  register('repaird.fix', async () => {
    const editor = vscode.window.activeTextEditor;
    if (!client || !editor) {
      throw new Error('open a C file first');
    }
    await editor.document.save();
    // The daemon reports progress and applies the best patch with workspace/applyEdit.
    await client.sendRequest(ExecuteCommandRequest.type, {
      command: 'repair.fix',
      arguments: [{ uri: editor.document.uri.toString() }],
    });
  });
  register('repaird.status', async () => {
    const status = await client?.sendRequest('repair/status', {});
    const channel = client?.outputChannel;
    channel?.appendLine(JSON.stringify(status, null, 2));
    channel?.show(true);
  });

  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration(async (event) => {
      if (!event.affectsConfiguration('repaird') || !client) {
        return;
      }
      const transportChanged = ['serverPath', 'extraArgs', 'tcpAddress', 'token'].some((key) =>
        event.affectsConfiguration(`repaird.${key}`),
      );
      if (transportChanged) {
        await client.stop();
        await startClient(context);
        return;
      }
      const live = liveConfig(readSettings());
      if (live) {
        await client.sendNotification('workspace/didChangeConfiguration', { settings: { repaird: live } });
      }
    }),
  );

  try {
    await startClient(context);
  } catch (error) {
    void vscode.window.showErrorMessage(`repaird did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
