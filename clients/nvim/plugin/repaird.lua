-- User commands of repaird. Nothing starts until require('repaird').setup{} is called.
if vim.g.loaded_repaird then
  return
end
vim.g.loaded_repaird = true

local function debug()
  return require('repaird.debug')
end

local function command(name, fn, opts)
  vim.api.nvim_create_user_command(name, fn, opts or {})
end

-- One session command with no arguments, e.g. :RepairNext -> `next`.
local function session_command(name, text)
  command(name, function()
    debug().run(debug().command, text)
  end, { desc = 'repaird debug session: ' .. text })
end

-- :RepairStart [ARGS..]: the program's arguments; its stdin is b:repaird_stdin when set.
command('RepairStart', function(args)
  debug().run(debug().start, 0, {
    args = #args.fargs > 0 and args.fargs or nil,
    stdin = vim.b.repaird_stdin,
  })
end, { nargs = '*', desc = 'repaird: start a debug session on this file' })
session_command('RepairNext', 'next')
session_command('RepairStep', 'step')
session_command('RepairSpec', 'spec')
session_command('RepairRepair', 'repair')
session_command('RepairState', 'state')
command('RepairChange', function(args)
  debug().run(debug().command, 'change ' .. args.args)
end, { nargs = '+', desc = 'repaird debug session: change ENTITY VALUE' })
command('RepairResume', function(args)
  debug().run(debug().command, 'resume ' .. args.args)
end, { nargs = 1, desc = 'repaird debug session: resume CHECKPOINT' })
command('RepairCommand', function(args)
  debug().run(debug().command, args.args)
end, { nargs = '+', desc = 'repaird debug session: any session command' })
command('RepairApply', function()
  debug().run(debug().apply_patch)
end, { desc = "repaird debug session: put the repair's patched program in the buffer" })
command('RepairStop', function()
  debug().run(debug().stop)
end, { desc = 'repaird: end the debug session' })

command('RepairFix', function()
  local repaird = require('repaird')
  local line = vim.api.nvim_win_get_cursor(0)[1] - 1
  local action, err = repaird.apply_preferred_fix(0, line)
  if action then
    vim.notify('repaird: applied ' .. action.title)
    return
  end
  -- No verified fix known for this line yet: ask the daemon to search now.
  vim.notify('repaird: ' .. err .. '; searching...')
  local result, search_err = repaird.search_fix(0)
  if result then
    vim.notify('repaird: ' .. (result.summary or 'done'))
  else
    vim.notify('repaird: ' .. search_err, vim.log.levels.WARN)
  end
end, { desc = 'repaird: apply the best verified fix on this line (or search for one)' })
command('RepairStatus', function()
  local result, err = require('repaird').request_sync(0, 'repair/status', vim.empty_dict())
  if result then
    vim.notify(vim.inspect(result))
  else
    vim.notify('repaird: ' .. err, vim.log.levels.ERROR)
  end
end, { desc = 'repaird: daemon status' })
