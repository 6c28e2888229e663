/**
 * The {@code evodraughts} command line (picocli): one subcommand class per job, all registered
 * in {@link org.evodraughts.cli.EvodraughtsCommand}. User errors become one line and exit code 2.
 * The commands only read their options and show results: a run is found, read and written
 * through the runs module ({@code org.evodraughts.runs}), put together by the session
 * ({@code org.evodraughts.session}), served by the web module and spread by the cluster module.
 */
package org.evodraughts.cli;
