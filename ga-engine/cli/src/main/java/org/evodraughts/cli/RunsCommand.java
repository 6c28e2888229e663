package org.evodraughts.cli;

import org.evodraughts.runs.RunIdFile;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.evodraughts.champions.Generations;
import org.evodraughts.run.RunId;
import org.evodraughts.runs.RunListing;
import org.evodraughts.runs.RunLocation;
import org.evodraughts.runs.RunHold;
import org.evodraughts.runs.RunLocator;
import org.evodraughts.runs.RunState;
import org.evodraughts.files.Printable;
import org.evodraughts.files.ShellWords;
import org.evodraughts.runs.RunDirectory;
import org.evodraughts.runs.RunRepair;
import org.evodraughts.storage.records.ChampionSummary;
import org.evodraughts.storage.records.RunRecord;
import org.evodraughts.storage.StorageException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code evodraughts runs list [--runs-dir DIR] [--mongo-uri URI]}: the evolution runs there are;
 * {@code evodraughts runs repair DIR}: rebuilds a run's database from its files;
 * {@code evodraughts runs prune DIR [--apply]}: deletes the populations a run no longer needs.
 */
@Command(name = "runs", mixinStandardHelpOptions = true, description = "Evolution runs.",
        subcommands = {RunsCommand.ListRuns.class, RunsCommand.Repair.class, RunsPrune.class})
final class RunsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand: list");
    }

    @Command(name = "list", mixinStandardHelpOptions = true,
            description = {"Lists the runs: status, start and end, seed, champions, the best champion, and the size of "
                    + "the run directory on disk.",
                    "Without --mongo-uri, every run directory under --runs-dir (its embedded database; while a run "
                            + "holds its database, its champion files); with it, every run the server holds."})
    static final class ListRuns implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        RunOptions options;

        @Override
        public Integer call() throws IOException {
            RunLocator locator = options.locator();
            if (!locator.remote() && !Files.isDirectory(options.runsDirectory) && !options.defaultRunsDirectory()) {
                throw new IllegalArgumentException("runs directory " + options.runsDirectory
                        + (Files.exists(options.runsDirectory) ? " is not a directory" : " does not exist"));
            }
            List<RunListing> listings;
            try {
                listings = locator.list();
            } catch (StorageException e) {
                throw new IOException(e.getMessage(), e);
            }
            PrintWriter out = spec.commandLine().getOut();
            // Another user's private directories: whether they hold runs cannot be seen, and is said.
            List<String> unreadable = locator.unreadableDirectories().stream()
                    .map(why -> "note: " + Printable.of(why) + "; whatever run it holds is not listed").toList();
            if (listings.isEmpty()) {
                out.println("no runs in " + locator.describe());
                unreadable.forEach(out::println);
                out.flush();
                return 0;
            }
            TextTable table = new TextTable("RUN", "STATUS", "STARTED", "ENDED", ">SEED", ">CHAMPIONS", "BEST (MEAN OF MEANS)",
                    ">SIZE");
            List<String> notes = new ArrayList<>();
            for (RunListing listing : listings) {
                String id = shown(listing.location());
                RunRecord run = listing.run().orElse(null);
                RunState state = locator.state(listing);
                boolean interrupted = state == RunState.INTERRUPTED;
                table.row(id,
                        state.shown(), // from the run's files where it has no record yet, as serve shows it
                        run == null ? "?" : time(run.startedAt()),
                        run == null ? "?" : run.endedAt().map(RunsCommand::time).orElse("-"),
                        run == null ? "?" : String.valueOf(run.seed()),
                        listing.problem().isPresent() ? "?" : String.valueOf(listing.champions().size()),
                        best(listing.champions()),
                        size(listing.location()));
                if (interrupted) {
                    notes.add(id + ": its process ended without recording an end; continue with ./evodraughts evolve "
                            + "--resume " + listing.location().directory().map(d -> ShellWords.quote(d.toString()))
                            .orElse("DIR (its run directory, on the machine that ran it)"));
                }
                if (listing.problem().isPresent()) {
                    notes.add(id + ": cannot be read: " + listing.problem().get());
                } else if (run == null) {
                    notes.add(id + ": read from " + listing.source());
                }
                Generations.missingChampions(listing.champions()).ifPresent(note -> notes.add(id + ": " + note));
            }
            table.print(out);
            notes.forEach(note -> out.println("note: " + note));
            unreadable.forEach(out::println);
            out.flush();
            return 0;
        }

        /**
         * How a run is named in the list: its directory's name, as {@code serve} keys it, with the
         * run's id beside it where they differ (a renamed or copied run, whose {@code run-id} file
         * keeps the id): copies of one run are told apart. A run known only from a shared database, its id.
         */
        static String shown(RunLocation location) {
            if (location.directory().isEmpty()) {
                return location.runId().value();
            }
            String name = RunIdFile.nameOf(location.directory().get());
            return Printable.of(name) + (name.equals(location.runId().value()) ? "" : " (run " + location.runId() + ")");
        }

        /** The run directory's size on disk; {@code -} for a run known only from a shared database. */
        private static String size(RunLocation location) {
            if (location.directory().isEmpty()) {
                return "-";
            }
            try {
                return Figures.bytes(RunDirectory.diskUse(location.directory().get()));
            } catch (IOException e) {
                return "?"; // e.g. deleted while listed
            }
        }

        private static String best(List<ChampionSummary> champions) {
            return champions.stream().min(ChampionSummary.BEST_FIRST)
                    .map(best -> "gen " + best.generation() + " (" + Figures.meanOfMeans(best.meanOfMeans()) + ")")
                    .orElse("-");
        }
    }

    @Command(name = "repair", mixinStandardHelpOptions = true,
            description = {"Rebuilds a run's database from the run's own files (champion files, the latest snapshot, "
                    + "config.yaml): champions the database lacks are stored again with their games played again; an "
                    + "embedded database that cannot be opened is moved aside and rebuilt. Says what it found.",
                    "evolve --resume does the same by itself. Refused while another process works on the run."})
    static final class Repair implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(index = "0", paramLabel = "DIR", description = "The run directory.")
        Path directory;

        @Override
        public Integer call() throws IOException {
            RunDirectory.checkIsRun(directory);
            RunRepair.Report report;
            try (RunHold hold = RunHold.lock(directory)) {
                hold.warning().ifPresent(spec.commandLine().getErr()::println);
                report = RunRepair.repair(directory);
            } catch (StorageException e) {
                throw new IOException(e.getMessage(), e);
            }
            PrintWriter out = spec.commandLine().getOut();
            if (report.done().isEmpty()) {
                out.println("run " + directory + ": its database holds everything its files do; nothing to repair");
            }
            report.done().forEach(line -> out.println("repaired: " + line));
            // Said on every repair, so the second one too is a no-op that still says what is missing.
            report.notDone().forEach(line -> out.println("not repaired: " + line));
            out.flush();
            return 0;
        }
    }

    static String time(Instant instant) {
        return instant.truncatedTo(ChronoUnit.SECONDS).toString();
    }
}
