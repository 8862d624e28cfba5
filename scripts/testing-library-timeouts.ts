/*
 * Both front ends' component tests: findBy and waitFor wait up to 5 s for what a screen shows,
 * not Testing Library's 1 s. A route's code and answers come in well under that, but on two cores
 * shared with the API's suites and their databases a busy moment passes one second. How fast a
 * screen is belongs to the benchmarks; what a test waits for still has to come.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
