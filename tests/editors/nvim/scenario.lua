-- A headless Neovim scenario against the real repaird, through the repaird plugin and the
-- built-in LSP client:  nvim --headless --clean -c 'luafile scenario.lua'
--
-- Inputs (environment):
--   REPAIRD_PLUGIN_DIR   clients/nvim
--   REPAIRD_BIN          the repaird executable (stdio mode)
--   REPAIRD_SERVER       host:port of `repaird --listen` (TCP mode; needs REPAIRD_TOKEN)
--   SCENARIO_SOURCE      the C file to open (a scratch copy: the fix step writes it)
--   SCENARIO_STEPS       comma-separated steps, run in order: status, diagnostics, fix,
--                        command, debug
--   SCENARIO_FAULT_LINE  1-based line of the fault (diagnostics must cover it; fixes asked there)
--   SCENARIO_TIMEOUT_MS  how long to wait for diagnostics and fixes
--   SCENARIO_STDIN       the program's stdin in the debug session
--   SCENARIO_ATTACH_MS   how long to wait for the client to initialize
--   SCENARIO_SOLVER      a solver backend to ask for in setup{settings}; status must show it
--   SCENARIO_REPORT      where to write what was observed, as JSON
-- Exit status: 0 when every step held, 1 when a step failed, 2 on a script error.

local env = function(name, default)
  local value = os.getenv(name)
  if value == nil or value == '' then
    return default
  end
  return value
end

local report = { nvim = tostring(vim.version().major .. '.' .. vim.version().minor .. '.' .. vim.version().patch), steps = {} }
local failed = false

local function log(message)
  io.stderr:write('[scenario ' .. report.nvim .. '] ' .. message .. '\n')
end

local function finish(code)
  local path = env('SCENARIO_REPORT')
  if path then
    local file = io.open(path, 'w')
    if file then
      file:write(vim.fn.json_encode(report))
      file:close()
    end
  end
  if code == 0 then
    vim.cmd('qall!')
  else
    vim.cmd('cquit! ' .. code)
  end
end

--- Records a step's outcome; `ok` false fails the scenario but later steps still run.
local function step(name, ok, detail)
  report.steps[name] = { ok = ok, detail = detail }
  log(string.format('%s: %s %s', name, ok and 'ok' or 'FAILED', vim.inspect(detail, { newline = ' ', indent = '' })))
  if not ok then
    failed = true
  end
end

local function main()
  local plugin_dir = assert(env('REPAIRD_PLUGIN_DIR'), 'REPAIRD_PLUGIN_DIR is required')
  vim.opt.runtimepath:prepend(plugin_dir)
  vim.cmd('runtime plugin/repaird.lua')
  local repaird = require('repaird')
  local debug = require('repaird.debug')
  local timeout = tonumber(env('SCENARIO_TIMEOUT_MS', '60000'))
  local server = env('REPAIRD_SERVER')

  local solver = env('SCENARIO_SOLVER')
  repaird.setup({
    cmd = { assert(env('REPAIRD_BIN', 'repaird')), '--stdio', '--log-level', 'warn' },
    server = server,
    token = env('REPAIRD_TOKEN'),
    settings = solver and { solver = { backend = solver } } or nil,
  })

  local source = assert(env('SCENARIO_SOURCE'), 'SCENARIO_SOURCE is required')
  vim.cmd('edit ' .. vim.fn.fnameescape(source))
  local bufnr = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(bufnr)
  local fault_line = tonumber(env('SCENARIO_FAULT_LINE', '1'))

  local client, why = repaird.wait_ready(bufnr, tonumber(env('SCENARIO_ATTACH_MS', '15000')))
  if not client then
    step('attach', false, why)
    return
  end
  step('attach', true, { filetype = vim.bo[bufnr].filetype, encoding = client.offset_encoding })

  local steps = {}

  steps.status = function()
    local status, err = repaird.request_sync(bufnr, 'repair/status', vim.empty_dict())
    if not status then
      return step('status', false, err)
    end
    local open = false
    for _, doc in ipairs(status.documents or {}) do
      open = open or doc.uri == uri
    end
    local transport = server and 'tcp' or 'stdio'
    local backend = status.config and status.config.solverBackend
    step('status', open and status.transport == transport and (solver == nil or backend == solver),
      { transport = status.transport, expected = transport, documentOpen = open, version = status.serverVersion,
        solverBackend = backend })
  end

  steps.diagnostics = function()
    local diagnostics = {}
    vim.wait(timeout, function()
      diagnostics = repaird.diagnostics(bufnr)
      return #diagnostics > 0
    end, 100)
    local seen, covers = {}, false
    for _, d in ipairs(diagnostics) do
      local data = d.user_data and d.user_data.lsp and d.user_data.lsp.data or {}
      table.insert(seen, { line = d.lnum + 1, endLine = (d.end_lnum or d.lnum) + 1, code = d.code, rank = data.rank, message = d.message })
      covers = covers or (d.lnum + 1 <= fault_line and fault_line <= (d.end_lnum or d.lnum) + 1)
    end
    report.diagnostics = seen
    step('diagnostics', covers, { count = #seen, faultLineCovered = covers, first = seen[1] })
  end

  steps.fix = function()
    -- Fixes are searched in the background after localization: ask until one is offered.
    local fixes, err = {}, nil
    vim.wait(timeout, function()
      fixes, err = repaird.fixes(bufnr, fault_line - 1)
      return fixes ~= nil and #fixes > 0
    end, 500)
    if not fixes or #fixes == 0 then
      return step('fix', false, err or 'no quick fix offered on the fault line')
    end
    local offered = {}
    for _, action in ipairs(fixes) do
      table.insert(offered, { title = action.title, preferred = action.isPreferred == true, lazy = action.edit == nil })
    end
    report.fixes = offered
    local applied, apply_err = repaird.apply_preferred_fix(bufnr, fault_line - 1)
    if not applied then
      return step('fix', false, apply_err)
    end
    vim.cmd('write')
    report.applied = { title = applied.title, line = vim.api.nvim_buf_get_lines(bufnr, fault_line - 1, fault_line, false)[1] }
    step('fix', true, report.applied)
  end

  -- repair.fix as a plain command: the daemon applies the patch through Neovim's own
  -- workspace/applyEdit handler.
  steps.command = function()
    local before = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
    local result, err = repaird.search_fix(bufnr, timeout)
    if not result then
      return step('command', false, err)
    end
    local after = table.concat(vim.api.nvim_buf_get_lines(bufnr, 0, -1, false), '\n')
    vim.cmd('write')
    step('command', #(result.patches or {}) > 0 and after ~= before,
      { patches = #(result.patches or {}), changed = after ~= before, summary = result.summary })
  end

  steps.debug = function()
    local started, err = debug.start(bufnr, { stdin = env('SCENARIO_STDIN') })
    if not started then
      return step('debug', false, 'start: ' .. tostring(err))
    end
    local replies = { { command = 'start', line = started.stop and started.stop.line } }
    for _, command in ipairs({ 'next', 'state' }) do
      local reply, command_err = debug.command(command)
      if not reply then
        return step('debug', false, command .. ': ' .. tostring(command_err))
      end
      table.insert(replies, { command = command, line = reply.stop and reply.stop.line, picture = reply.picture })
    end
    local marks = vim.api.nvim_buf_get_extmarks(bufnr, debug.namespace, 0, -1, {})
    local heap = vim.fn.bufnr('repaird://heap')
    local heap_lines = heap ~= -1 and vim.api.nvim_buf_get_lines(heap, 0, -1, false) or {}
    local stopped, stop_err = debug.stop()
    report.debug = { replies = replies, heap = heap_lines }
    local moved = replies[2].line ~= nil and replies[2].line ~= replies[1].line
    local marked = #marks == 1 and marks[1][2] + 1 == replies[3].line
    step('debug', moved and marked and #heap_lines > 0 and stopped == true,
      { moved = moved, marked = marked, heapLines = #heap_lines, stopped = stopped or stop_err, lines = { replies[1].line, replies[2].line } })
  end

  for name in string.gmatch(env('SCENARIO_STEPS', 'status'), '[^,]+') do
    local run = steps[name]
    if not run then
      step(name, false, 'unknown step')
    else
      local ok, err = pcall(run)
      if not ok then
        step(name, false, 'error: ' .. tostring(err))
      end
    end
  end
end

local ok, err = pcall(main)
if not ok then
  report.error = tostring(err)
  log('script error: ' .. tostring(err))
  finish(2)
else
  finish(failed and 1 or 0)
end
