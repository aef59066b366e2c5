// quick (a) and (a') only
process.env.BENCH_ONLY = '1';
