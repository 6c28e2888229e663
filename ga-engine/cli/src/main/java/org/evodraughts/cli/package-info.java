/**
 * The {@code evodraughts} command line (picocli): one subcommand class per job, all registered
 * in {@link org.evodraughts.cli.EvodraughtsCommand}. User errors become one line and exit code 2.
 */
package org.evodraughts.cli;
