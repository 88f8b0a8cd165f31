-- Candidates with realistic CVs of about 1.5 KB for the account :'account' (psql variables:
-- account, count). Names repeat across 40 first and 50 last names; one in 10,000 is a
-- "Quixote", the selective search term.
insert into candidates (id, account_id, name, title, cv, cv_parsed_at, cv_parse_source, created_at, updated_at)
select gen_random_uuid(), :'account',
       (array['Ada','Grace','Alan','Barbara','Edsger','Frances','Donald','Margaret','Ken','Radia','Linus','Hedy',
              'Tim','Sophie','John','Katherine','Dennis','Anita','Bjarne','Shafi','Leslie','Jean','Niklaus','Adele',
              'Guido','Lynn','James','Carol','Yukihiro','Mary','Vint','Ellen','Brian','Joan','Rob','Karen','Ward',
              'Fran','Larry','Betty'])[1 + i % 40]
       || ' ' ||
       case when i % 10000 = 0 then 'Quixote'
            else (array['Lovelace','Hopper','Turing','Liskov','Dijkstra','Allen','Knuth','Hamilton','Thompson',
                        'Perlman','Torvalds','Lamarr','Berners-Lee','Wilson','McCarthy','Johnson','Ritchie','Borg',
                        'Stroustrup','Goldwasser','Lamport','Sammet','Wirth','Goldberg','van Rossum','Conway',
                        'Gosling','Shaw','Matsumoto','Keller','Cerf','Ullman','Kernighan','Clarke','Pike','Jones',
                        'Cunningham','Bilas','Page','Holberton','Nakamura','Okafor','Schmidt','Rossi','Novak',
                        'Silva','Kowalski','Andersen','Garcia','Tanaka'])[1 + (i / 40) % 50] end,
       'Senior Software Engineer',
       -- As the server writes a CV (src/domain/cv.rs, `to_store`): compact JSON, in the contract's order.
       format('{"summary":"Engineer with ten years of experience building reliable distributed systems, payment platforms and data pipelines. Led teams of five to eight, mentored juniors and owned on-call for critical services.","workExperiences":[{"company":"Northwind Payments","title":"Staff Engineer","startDate":"2021-03","isCurrent":true,"description":"Led the migration of the settlement service to Rust; cut p99 latency by 60%% and infrastructure cost by a third."},'
           || '{"company":"Contoso Logistics","title":"Senior Engineer","startDate":"2017-06","endDate":"2021-02","description":"Built the routing engine and its event pipeline handling two million shipments a day."},'
           || '{"company":"Fabrikam","title":"Software Engineer","startDate":"2014-09","endDate":"2017-05","description":"Developed internal tooling and the first version of the billing API."}],'
           || '"education":[{"institution":"Technical University of Munich","degree":"Master","field":"Computer Science","startDate":"2012","endDate":"2014"},'
           || '{"institution":"University of Porto","degree":"Bachelor","field":"Informatics","startDate":"2009","endDate":"2012"}],'
           || '"skills":[{"name":"Rust","category":"technical","proficiency":"expert"},'
           || '{"name":"PostgreSQL","category":"technical","proficiency":"advanced"},'
           || '{"name":"Kubernetes","category":"technical","proficiency":"intermediate"},'
           || '{"name":"Mentoring","category":"soft","proficiency":"advanced"},'
           || '{"name":"German","category":"language","proficiency":"intermediate"}],'
           || '"certifications":[{"name":"Certified Kubernetes Administrator","issuer":"CNCF","issueDate":"2022-04","expiryDate":"2025-04","credentialId":"CKA-2200-1234","credentialUrl":"https://cncf.io/verify/CKA-2200-1234"}],'
           || '"linkedinUrl":"https://www.linkedin.com/in/candidate-%s","portfolioUrl":"https://candidate-%s.dev"}',
              i, i)::json,
       now() - make_interval(secs => i), 'manual', now() - make_interval(secs => i), now() - make_interval(secs => i)
from generate_series(1, :count) as i;
analyze candidates;
