-- wrk script for `neardup-cli serve`: POST /v1/check with JSON bodies of about
-- 4 KB of random words (k = 3), a different document every request (64 made
-- per thread at start, with their whole requests, so building them costs the
-- load generator nothing while measuring: wrk shares the server's cores).
-- Environment: ADD_EVERY=n makes every n-th request a POST /v1/documents
-- (the 9:1 check/add mix is ADD_EVERY=10); TOKEN=t sends a bearer token.
-- done() prints one line: key=value pairs the bench script reads.

local documents = {}
local checks = {}
local counter = 0
local addEvery = tonumber(os.getenv("ADD_EVERY") or "0")
local token = os.getenv("TOKEN")
local threadCount = 0

function setup(thread)
  threadCount = threadCount + 1
  thread:set("seed", threadCount * 7919 + os.time())
end

local function randomWord()
  local length = math.random(3, 10)
  local letters = {}
  for i = 1, length do
    letters[i] = string.char(96 + math.random(1, 26))
  end
  return table.concat(letters)
end

function init(args)
  math.randomseed(seed or os.time())
  for d = 1, 64 do
    local words = {}
    local size = 0
    while size < 4096 - 40 do
      local word = randomWord()
      words[#words + 1] = word
      size = size + #word + 1
    end
    documents[d] = table.concat(words, " ")
  end
  wrk.headers["Content-Type"] = "application/json"
  if token then
    wrk.headers["Authorization"] = "Bearer " .. token
  end
  for d = 1, #documents do
    checks[d] = wrk.format("POST", "/v1/check", nil, '{"k":3,"text":"' .. documents[d] .. '"}')
  end
end

function request()
  counter = counter + 1
  local d = (counter % #documents) + 1
  if addEvery > 0 and counter % addEvery == 0 then
    return wrk.format("POST", "/v1/documents", nil, '{"text":"' .. documents[d] .. ' ' .. counter .. '"}')
  end
  return checks[d]
end

function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.status + summary.errors.timeout
  io.write(string.format("RESULT requests=%d seconds=%.3f rate=%.1f p50_ms=%.3f p90_ms=%.3f p99_ms=%.3f max_ms=%.3f errors=%d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000, errors))
end
