-- repaird for Neovim: the built-in LSP client pointed at `repaird --stdio` or at a
-- `repaird --listen` daemon over TCP, plus the repair/debug/* session commands.
-- Diagnostics and code actions are plain LSP: Neovim shows them itself.
local compat = require('repaird.compat')

local M = {}

local defaults = {
  -- `repaird --stdio` is started for each project root unless `server` is set.
  cmd = { 'repaird', '--stdio' },
  -- 'host:port' of a `repaird --listen` daemon; the token authenticates the connection.
  server = nil,
  token = nil,
  -- The TCP bridge used on Neovim 0.7, which has no TCP transport of its own.
  socat = 'socat',
  filetypes = { 'c' },
  -- Partial repaird config sent as `workspace/didChangeConfiguration` (settings.repaird).
  settings = nil,
  autostart = true,
  on_attach = nil,
  capabilities = nil,
}

M.name = 'repaird'
M.options = vim.deepcopy(defaults)
-- Clients whose server process (or TCP connection) ended: id -> { code, signal }.
M.exited = {}

local function split_address(address)
  local host, port = address:match('^%[?([^%]]+)%]?:(%d+)$')
  if not host then
    error(string.format("repaird: server must be 'host:port', got %q", address))
  end
  return host, port
end

--- The project root: the nearest directory up from the file holding repair.toml or tests/,
--- else the file's own directory.
function M.root_dir(path)
  local dir = vim.fn.fnamemodify(path, ':p:h')
  local marker = vim.fn.findfile('repair.toml', dir .. ';')
  if marker ~= '' then
    return vim.fn.fnamemodify(marker, ':p:h')
  end
  return dir
end

local function client_config(bufnr)
  local opts = M.options
  local cmd = opts.cmd
  if opts.server then
    local host, port = split_address(opts.server)
    cmd = compat.tcp_cmd(host, port, opts.socat)
  end
  local token = opts.token or os.getenv('REPAIRD_TOKEN')
  local root = M.root_dir(vim.api.nvim_buf_get_name(bufnr))
  return {
    name = M.name,
    cmd = cmd,
    root_dir = root,
    workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
    init_options = (opts.server and token) and { token = token } or vim.empty_dict(),
    capabilities = opts.capabilities or vim.lsp.protocol.make_client_capabilities(),
    settings = opts.settings and { repaird = opts.settings } or nil,
    on_init = function(client)
      if opts.settings then
        compat.notify(client, 'workspace/didChangeConfiguration', { settings = { repaird = opts.settings } })
      end
    end,
    on_attach = opts.on_attach,
    on_exit = function(code, signal, client_id)
      M.exited[client_id] = { code = code, signal = signal }
    end,
  }
end

--- Starts or reuses the repaird client for `bufnr` and attaches it. Returns the client id.
function M.attach(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  return compat.start(client_config(bufnr), bufnr)
end

--- The repaird client attached to `bufnr` (nil when none).
function M.client(bufnr)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  return compat.buf_clients(bufnr, M.name)[1]
end

--- Waits until a repaird client of `bufnr` is initialized. Returns the client or nil, reason.
--- A client that goes away first (a refused token, a daemon that exited) ends the wait.
function M.wait_ready(bufnr, timeout_ms)
  local client, seen, gone
  local ok = vim.wait(timeout_ms or 10000, function()
    client = M.client(bufnr)
    seen = seen or client ~= nil
    gone = seen and (client == nil or M.exited[client.id] ~= nil)
    return gone or (client ~= nil and client.initialized == true)
  end, 20)
  if gone then
    return nil, 'repaird stopped before initialize finished (see :messages or the LSP log)'
  end
  if not ok then
    return nil, 'repaird did not finish initialize in time'
  end
  return client
end

--- A synchronous request to the buffer's repaird client. Returns result, error message.
function M.request_sync(bufnr, method, params, timeout_ms)
  local client = M.client(bufnr)
  if not client then
    return nil, 'repaird is not attached to this buffer'
  end
  local response, why = compat.request_sync(client, method, params, timeout_ms or 10000, bufnr)
  if response == nil then
    return nil, why or 'no answer from repaird'
  end
  local err = compat.response_error(response)
  if err then
    return nil, type(err) == 'table' and (err.message or vim.inspect(err)) or tostring(err)
  end
  return response.result
end

--- repaird's diagnostics of `bufnr`, best first (the order the daemon published them).
function M.diagnostics(bufnr)
  local found = {}
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.source == 'repaird' then
      table.insert(found, d)
    end
  end
  table.sort(found, function(a, b)
    local ra = (a.user_data and a.user_data.lsp and a.user_data.lsp.data or {}).rank or math.huge
    local rb = (b.user_data and b.user_data.lsp and b.user_data.lsp.data or {}).rank or math.huge
    return ra < rb
  end)
  return found
end

--- The LSP form of a diagnostic: 0.8+ keep the server's object in user_data.lsp; 0.7 keeps
--- only some fields there, so the range is rebuilt from the (byte) columns.
local function to_lsp(bufnr, d, encoding)
  local kept = d.user_data and d.user_data.lsp or {}
  if kept.range then
    return kept
  end
  local function character(lnum, col)
    local text = vim.api.nvim_buf_get_lines(bufnr, lnum, lnum + 1, false)[1] or ''
    col = math.min(col or 0, #text)
    if encoding == 'utf-8' then
      return col
    end
    local utf32, utf16 = vim.str_utfindex(text, col)
    return encoding == 'utf-32' and utf32 or utf16
  end
  local last = d.end_lnum or d.lnum
  return vim.tbl_extend('keep', {
    range = {
      start = { line = d.lnum, character = character(d.lnum, d.col) },
      ['end'] = { line = last, character = character(last, d.end_col or d.col) },
    },
    message = d.message,
    severity = d.severity,
    source = d.source,
    code = d.code,
  }, kept)
end

--- The LSP form of the repaird diagnostics that overlap 0-based `line` (code action context).
function M.line_diagnostics(bufnr, line)
  local client = M.client(bufnr)
  local encoding = client and client.offset_encoding or 'utf-16'
  local lsp = {}
  for _, d in ipairs(M.diagnostics(bufnr)) do
    if d.lnum <= line and line <= (d.end_lnum or d.lnum) then
      table.insert(lsp, to_lsp(bufnr, d, encoding))
    end
  end
  return lsp
end

--- The quick fixes repaird offers on 0-based `line`, best first. Lazy actions stay lazy.
function M.fixes(bufnr, line, timeout_ms)
  local client = M.client(bufnr)
  if not client then
    return nil, 'repaird is not attached to this buffer'
  end
  local text = vim.api.nvim_buf_get_lines(bufnr, line, line + 1, false)[1] or ''
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) },
    range = { start = { line = line, character = 0 }, ['end'] = { line = line, character = #text } },
    context = { diagnostics = M.line_diagnostics(bufnr, line), only = { 'quickfix' } },
  }
  local actions, err = M.request_sync(bufnr, 'textDocument/codeAction', params, timeout_ms)
  if err then
    return nil, err
  end
  local fixes = {}
  for _, action in ipairs(actions or {}) do
    -- A fix carries its edit, or resolves to one (lazy); an action that only runs a
    -- command ("Search for a verified fix") is not a fix yet.
    local is_quickfix = action.kind ~= nil and action.kind:match('^quickfix') ~= nil
    if is_quickfix and (action.edit ~= nil or action.command == nil) then
      table.insert(fixes, action)
    end
  end
  return fixes
end

--- Fills in a lazy action's edit with codeAction/resolve (when the server offers it).
function M.resolve(bufnr, action, timeout_ms)
  if action.edit then
    return action
  end
  local client = M.client(bufnr)
  if not (client and compat.resolve_provider(client)) then
    return action
  end
  local resolved, err = M.request_sync(bufnr, 'codeAction/resolve', action, timeout_ms)
  if err then
    return nil, err
  end
  return resolved
end

--- Applies the preferred quick fix on 0-based `line` (the first one when none is preferred)
--- to the buffer. Returns the applied action, or nil and why.
function M.apply_preferred_fix(bufnr, line, timeout_ms)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  local fixes, err = M.fixes(bufnr, line, timeout_ms)
  if not fixes then
    return nil, err
  end
  if #fixes == 0 then
    return nil, 'no verified fix on line ' .. (line + 1)
  end
  local chosen = fixes[1]
  for _, action in ipairs(fixes) do
    if action.isPreferred then
      chosen = action
      break
    end
  end
  local resolved, why = M.resolve(bufnr, chosen, timeout_ms)
  if not resolved then
    return nil, why
  end
  if not resolved.edit then
    return nil, 'the fix carries no edit: ' .. (resolved.title or '?')
  end
  compat.apply_workspace_edit(resolved.edit, M.client(bufnr))
  return resolved
end

--- Runs the daemon's `repair.fix` command on the buffer's saved file: it reports progress and
--- applies the best patch itself (workspace/applyEdit, which Neovim handles). Returns the
--- repair/fix result, or nil and why.
function M.search_fix(bufnr, timeout_ms)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if vim.bo[bufnr].modified then
    vim.api.nvim_buf_call(bufnr, function()
      vim.cmd('silent write')
    end)
  end
  local params = { command = 'repair.fix', arguments = { { uri = vim.uri_from_bufnr(bufnr) } } }
  return M.request_sync(bufnr, 'workspace/executeCommand', params, timeout_ms or 300000)
end

--- Called for each buffer of a repaird filetype.
local function on_filetype(args)
  local bufnr = args.buf
  if vim.api.nvim_buf_get_option(bufnr, 'buftype') ~= '' then
    return
  end
  M.attach(bufnr)
end

function M.setup(opts)
  M.options = vim.tbl_deep_extend('force', vim.deepcopy(defaults), opts or {})
  if M.options.server then
    split_address(M.options.server) -- fail early on a bad address
  end
  local group = vim.api.nvim_create_augroup('repaird', { clear = true })
  if M.options.autostart then
    vim.api.nvim_create_autocmd('FileType', {
      group = group,
      pattern = M.options.filetypes,
      callback = on_filetype,
    })
    -- Buffers opened before setup().
    for _, bufnr in ipairs(vim.api.nvim_list_bufs()) do
      if vim.api.nvim_buf_is_loaded(bufnr) and vim.tbl_contains(M.options.filetypes, vim.bo[bufnr].filetype) then
        on_filetype({ buf = bufnr })
      end
    end
  end
end

return M
