-- Differences between Neovim 0.7 and 0.8+ (through 0.11) in the built-in LSP client,
-- kept in one place so the rest of the plugin reads the same on every version.
local M = {}

M.has_08 = vim.fn.has('nvim-0.8') == 1
M.has_011 = vim.fn.has('nvim-0.11') == 1

--- The `cmd` of a client that talks to `repaird --listen` at host:port.
--- 0.8+ connects itself; 0.7 has no TCP transport, so socat bridges stdio to the socket.
function M.tcp_cmd(host, port, socat)
  if M.has_08 and vim.lsp.rpc.connect then
    return vim.lsp.rpc.connect(host, tonumber(port))
  end
  return { socat or 'socat', '-', 'TCP:' .. host .. ':' .. tostring(port) }
end

--- Starts (or on 0.8+ reuses) a client for `config` and attaches it to `bufnr`.
--- Returns the client id, or nil when the client could not start.
function M.start(config, bufnr)
  if M.has_08 then
    return vim.lsp.start(config, { bufnr = bufnr })
  end
  -- 0.7: no vim.lsp.start; reuse a live client with the same name and root ourselves.
  for _, client in pairs(vim.lsp.get_active_clients()) do
    if client.name == config.name and client.config.root_dir == config.root_dir and not client.is_stopped() then
      vim.lsp.buf_attach_client(bufnr, client.id)
      return client.id
    end
  end
  local id = vim.lsp.start_client(config)
  if id then
    vim.lsp.buf_attach_client(bufnr, id)
  end
  return id
end

function M.get_client(id)
  return vim.lsp.get_client_by_id(id)
end

--- Clients attached to `bufnr` whose name is `name`.
function M.buf_clients(bufnr, name)
  local found = {}
  if vim.lsp.get_clients then
    found = vim.lsp.get_clients({ bufnr = bufnr, name = name })
  else
    for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do
      if client.name == name then
        table.insert(found, client)
      end
    end
  end
  return found
end

--- client.request with the 0.11 method-call convention (the dot call is deprecated there).
--- Returns ok, request_id.
function M.request(client, method, params, handler, bufnr)
  if M.has_011 then
    return client:request(method, params, handler, bufnr)
  end
  return client.request(method, params, handler, bufnr)
end

function M.request_sync(client, method, params, timeout_ms, bufnr)
  if M.has_011 then
    return client:request_sync(method, params, timeout_ms, bufnr)
  end
  return client.request_sync(method, params, timeout_ms, bufnr)
end

function M.notify(client, method, params)
  if M.has_011 then
    return client:notify(method, params)
  end
  return client.notify(method, params)
end

function M.supports_method(client, method)
  if M.has_011 then
    return client:supports_method(method)
  end
  if client.supports_method then
    return client.supports_method(method)
  end
  return true
end

--- The error of a `buf_request_sync`/`request_sync` response: `.error` on 0.7, `.err` later.
function M.response_error(response)
  if response == nil then
    return nil
  end
  return response.err or response.error
end

--- Whether the server declared codeAction/resolve.
function M.resolve_provider(client)
  local caps = client.server_capabilities
  if caps == nil and client.resolved_capabilities then
    caps = client.resolved_capabilities
    local ca = caps.code_action
    return type(ca) == 'table' and ca.resolveProvider == true
  end
  local provider = caps and caps.codeActionProvider
  return type(provider) == 'table' and provider.resolveProvider == true
end

function M.apply_workspace_edit(edit, client)
  vim.lsp.util.apply_workspace_edit(edit, client.offset_encoding or 'utf-16')
end

return M
