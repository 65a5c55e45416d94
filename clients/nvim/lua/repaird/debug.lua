-- The interactive debug-localize-repair session over repaird's repair/debug/* requests:
-- one session per editor, the stopped line marked in its buffer, the heap picture (text form)
-- in a split.
local compat = require('repaird.compat')
local repaird = require('repaird')

local M = {}

local ns = vim.api.nvim_create_namespace('repaird_debug')
local HEAP_BUFFER = 'repaird://heap'

-- { bufnr, client_id, id, reply }
M.session = nil

vim.api.nvim_set_hl(0, 'RepairdCurrentLine', { default = true, link = 'CursorLine' })
vim.api.nvim_set_hl(0, 'RepairdCurrentSign', { default = true, link = 'WarningMsg' })

local function notify(message, level)
  vim.notify('repaird: ' .. message, level or vim.log.levels.INFO)
end

--- Marks 1-based `line` of the session's buffer as where the program stopped.
local function mark_line(bufnr, line)
  vim.api.nvim_buf_clear_namespace(bufnr, ns, 0, -1)
  if not line or line < 1 or line > vim.api.nvim_buf_line_count(bufnr) then
    return
  end
  vim.api.nvim_buf_set_extmark(bufnr, ns, line - 1, 0, {
    sign_text = '=>',
    sign_hl_group = 'RepairdCurrentSign',
    line_hl_group = 'RepairdCurrentLine',
  })
  for _, win in ipairs(vim.fn.win_findbuf(bufnr)) do
    vim.api.nvim_win_set_cursor(win, { line, 0 })
  end
end

--- The heap split's buffer, created (and shown) on first use.
local function heap_buffer()
  local bufnr = vim.fn.bufnr(HEAP_BUFFER)
  if bufnr == -1 then
    bufnr = vim.api.nvim_create_buf(false, true)
    vim.api.nvim_buf_set_name(bufnr, HEAP_BUFFER)
    vim.bo[bufnr].buftype = 'nofile'
    vim.bo[bufnr].bufhidden = 'hide'
    vim.bo[bufnr].swapfile = false
    vim.bo[bufnr].filetype = 'repairdheap'
  end
  if #vim.fn.win_findbuf(bufnr) == 0 then
    local from = vim.api.nvim_get_current_win()
    vim.cmd('botright vsplit')
    vim.api.nvim_win_set_buf(0, bufnr)
    vim.api.nvim_set_current_win(from)
  end
  return bufnr
end

--- The lines shown in the heap split for a command's reply.
function M.render(reply)
  local lines = {}
  local stop = reply.stop or {}
  if stop.line then
    table.insert(lines, string.format('stopped at line %d%s (%s)', stop.line,
      stop['function'] and (' in ' .. stop['function']) or '', stop.reason or '?'))
  elseif stop.exitCode then
    table.insert(lines, 'program exited with ' .. stop.exitCode)
  elseif stop.reason then
    table.insert(lines, 'program: ' .. stop.reason)
  end
  if reply.checkpoint then
    table.insert(lines, 'checkpoint ' .. reply.checkpoint)
  end
  table.insert(lines, '')
  for _, l in ipairs(vim.split(reply.picture or '', '\n', { plain = true })) do
    table.insert(lines, l)
  end
  for _, message in ipairs(reply.messages or {}) do
    table.insert(lines, '-- ' .. message)
  end
  if reply.output and reply.output ~= '' then
    table.insert(lines, '')
    table.insert(lines, 'output:')
    for _, l in ipairs(vim.split(reply.output, '\n', { plain = true })) do
      table.insert(lines, '  ' .. l)
    end
  end
  local patch = reply.patch
  if patch and patch.diff then
    table.insert(lines, '')
    table.insert(lines, 'patch:')
    for _, l in ipairs(vim.split(patch.diff, '\n', { plain = true })) do
      table.insert(lines, l)
    end
  end
  return lines
end

local function show(reply)
  local session = M.session
  if not session then
    return
  end
  session.reply = reply
  local stop = reply.stop or {}
  mark_line(session.bufnr, stop.line)
  local bufnr = heap_buffer()
  vim.api.nvim_buf_set_lines(bufnr, 0, -1, false, M.render(reply))
end

local function request(method, params, timeout_ms)
  local session = M.session
  local client = session and compat.get_client(session.client_id)
  if not client then
    return nil, 'no debug session (use :RepairStart)'
  end
  local response, why = compat.request_sync(client, method, params, timeout_ms or 120000, session.bufnr)
  if not response then
    return nil, why or 'no answer from repaird'
  end
  local err = compat.response_error(response)
  if err then
    return nil, type(err) == 'table' and (err.message or vim.inspect(err)) or tostring(err)
  end
  return response.result
end

--- Starts a session on `bufnr` (its saved file, built and run under gdb by the daemon).
--- `opts` (optional): `args` (list), `stdin` (text), `breakpoints` (list of LINE,
--- FILE:LINE or FUNCTION). Returns the first reply, or nil and why.
function M.start(bufnr, opts)
  bufnr = (bufnr == nil or bufnr == 0) and vim.api.nvim_get_current_buf() or bufnr
  if M.session then
    M.stop()
  end
  local client = repaird.client(bufnr)
  if not client then
    return nil, 'repaird is not attached to this buffer'
  end
  M.session = { bufnr = bufnr, client_id = client.id }
  local params = vim.tbl_extend('keep', opts or {}, { uri = vim.uri_from_bufnr(bufnr) })
  local result, err = request('repair/debug/start', params)
  if not result then
    M.session = nil
    return nil, err
  end
  M.session.id = result.session
  show(result)
  return result
end

--- Runs one session command (`next`, `change n4->prev n3`, `resume 1`, ...).
function M.command(text)
  if not M.session then
    return nil, 'no debug session (use :RepairStart)'
  end
  local result, err = request('repair/debug/command', { session = M.session.id, command = text })
  if not result then
    return nil, err
  end
  show(result)
  return result
end

--- Writes the last repair's patched program into the session's buffer (not saved).
function M.apply_patch()
  local session = M.session
  local patch = session and session.reply and session.reply.patch
  if not patch or not patch.patchedText then
    return nil, 'no patch yet (use :RepairRepair)'
  end
  local lines = vim.split(patch.patchedText, '\n', { plain = true })
  if lines[#lines] == '' then
    table.remove(lines)
  end
  vim.api.nvim_buf_set_lines(session.bufnr, 0, -1, false, lines)
  return patch
end

--- Ends the session: the daemon kills the program and gdb.
function M.stop()
  local session = M.session
  if not session then
    return true
  end
  local _, err = request('repair/debug/end', { session = session.id }, 10000)
  if vim.api.nvim_buf_is_valid(session.bufnr) then
    vim.api.nvim_buf_clear_namespace(session.bufnr, ns, 0, -1)
  end
  M.session = nil
  if err then
    return nil, err
  end
  return true
end

--- The user commands' wrapper: report a failure instead of raising.
function M.run(fn, ...)
  local result, err = fn(...)
  if result == nil and err then
    notify(err, vim.log.levels.ERROR)
  end
  return result
end

M.namespace = ns
return M
