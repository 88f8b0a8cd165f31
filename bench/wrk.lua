-- One wrk script for every scenario of `make bench`; the scenario and its data come after `--`:
--   ids FILE            GET /api/v1/candidates/{id} cycling through the ids in FILE
--   path PATH           GET PATH
--   candidate           POST /api/v1/candidates with a full CV
--   invitation JOB_ID   POST /api/v1/invitations with a question configuration and an Idempotency-Key
--   invitation-without-key JOB_ID   the same without an Idempotency-Key (as bench/latency.sh's oha sends it)
--   batch JOB_ID        POST /api/v1/invitations/batch: 100 of those invitations, one Idempotency-Key
--   session FILE        the session flow (start, one response, complete) over "TOKEN QUESTION_ID" lines;
--                       run with as many threads as connections so each connection's steps stay in order
-- The API key is in the environment (BENCH_KEY). done() prints one machine-readable RESULT line.

local scenario, arg1
local lines = {}
local cursor = 0
local step = 0
local counter = 0
local next_thread = 0
local threads = {}
thread_id = 0 -- set per thread by setup()
failure = "" -- the first non-2xx answer of this thread
local key = os.getenv("BENCH_KEY") or ""

local cv = [[{"summary":"Engineer with ten years of experience building reliable distributed systems.","workExperiences":[{"company":"Northwind Payments","title":"Staff Engineer","startDate":"2021-03","isCurrent":true,"description":"Led the migration of the settlement service to Rust; cut p99 latency by 60%."},{"company":"Contoso","title":"Senior Engineer","startDate":"2017-06","endDate":"2021-02","description":"Built the routing engine and its event pipeline."}],"education":[{"institution":"TU Munich","degree":"Master","field":"Computer Science","startDate":"2012","endDate":"2014"}],"skills":[{"name":"Rust","category":"technical","proficiency":"expert"},{"name":"PostgreSQL","category":"technical","proficiency":"advanced"},{"name":"Mentoring","category":"soft","proficiency":"advanced"}],"certifications":[{"name":"CKA","issuer":"CNCF","issueDate":"2022-04","expiryDate":"2025-04","credentialId":"CKA-1","credentialUrl":"https://cncf.io/verify/CKA-1"}],"linkedinUrl":"https://www.linkedin.com/in/bench","portfolioUrl":"https://bench.dev"}]]

local function read_lines(file)
   local out = {}
   for line in io.lines(file) do out[#out + 1] = line end
   return out
end

function setup(thread)
   next_thread = next_thread + 1
   thread:set("thread_id", next_thread)
   threads[#threads + 1] = thread
end

function response(status, headers, body)
   if (status < 200 or status > 299) and failure == "" then
      failure = status .. " " .. string.sub(body or "", 1, 300)
   end
   -- A batch answers 200 even when items are refused: those are failures too.
   if scenario == "batch" and failure == "" and string.find(body or "", '"status":4', 1, true) then
      failure = "a batch item was refused: " .. string.sub(body, 1, 300)
   end
end

function init(args)
   scenario, arg1 = args[1], args[2]
   wrk.headers["Authorization"] = "Bearer " .. key
   wrk.headers["Content-Type"] = "application/json"
   if scenario == "ids" or scenario == "session" then
      local all = read_lines(arg1)
      -- Each thread takes its own slice, so no two connections share a session.
      local count = tonumber(os.getenv("BENCH_THREADS") or "1")
      for i = thread_id, #all, count do lines[#lines + 1] = all[i] end
   end
end

function request()
   counter = counter + 1
   if scenario == "ids" then
      cursor = cursor % #lines + 1
      return wrk.format("GET", "/api/v1/candidates/" .. lines[cursor])
   elseif scenario == "path" then
      return wrk.format("GET", arg1)
   elseif scenario == "candidate" then
      return wrk.format("POST", "/api/v1/candidates", nil, '{"name":"Bench Candidate","title":"Engineer","cv":' .. cv .. '}')
   elseif scenario == "invitation" or scenario == "invitation-without-key" or scenario == "batch" then
      local invitation = '{"job_id":"' .. arg1 .. '","candidate_name":"Bench Candidate","expires_in_days":30,' ..
         '"question_config":{"custom_questions":[{"question_text":"Why this role?","question_type":"role_specific"}],' ..
         '"question_order":["custom_0"]}}'
      -- wrk.format takes these headers instead of wrk.headers, so they carry the common ones too.
      local headers = {}
      if scenario ~= "invitation-without-key" then
         headers["Idempotency-Key"] = "bench-" .. thread_id .. "-" .. counter .. "-" .. os.time()
      end
      for name, value in pairs(wrk.headers) do headers[name] = value end
      if scenario ~= "batch" then
         return wrk.format("POST", "/api/v1/invitations", headers, invitation)
      end
      local items = {}
      for i = 1, 100 do items[i] = invitation end
      return wrk.format("POST", "/api/v1/invitations/batch", headers, '{"invitations":[' .. table.concat(items, ",") .. ']}')
   elseif scenario == "session" then
      if step == 0 then cursor = cursor + 1 end
      local token, question = lines[(cursor - 1) % #lines + 1]:match("(%S+) (%S+)")
      local path = "/api/v1/sessions/" .. token
      step = (step + 1) % 3
      if step == 1 then
         return wrk.format("POST", path .. "/start")
      elseif step == 2 then
         return wrk.format("POST", path .. "/responses", nil,
            '{"question_id":"' .. question .. '","transcript":"I would start by measuring.","duration_seconds":42}')
      else
         return wrk.format("POST", path .. "/complete")
      end
   end
end

function done(summary, latency, requests)
   for _, thread in ipairs(threads) do
      local failed = thread:get("failure")
      if failed ~= "" then io.stderr:write("first failure: " .. failed .. "\n") end
   end
   local seconds = summary.duration / 1e6
   local bad = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
   io.write(string.format("RESULT %.1f %.3f %.3f %d %d\n", summary.requests / seconds,
      latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.requests, bad))
end
