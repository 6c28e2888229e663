package org.evodraughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.evodraughts.cli.EvodraughtsCommand;
import org.evodraughts.ga.config.ConfigFiles;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * Every command in docs/strength.md's first screen ("The answer in one screen") runs as written.
 * Each {@code ./evodraughts …} command parses with the real command line, so an unknown option, a
 * missing required one or a bad value fails; an {@code evolve}'s configuration file with its
 * {@code --set} keys reads as the run reads it; and every file it names exists in the repository,
 * is written by it or by an earlier command of the screen ({@code --out}, {@code --run-dir},
 * {@code --pdn}), or is a placeholder the screen defines in its text, as "`TD.json`: …". A code
 * span that starts with a subcommand and has an option counts as a command too, and fails: it
 * cannot be typed without {@code ./evodraughts}. A script of examples/ must be there to run.
 */
class StrengthAnswerCommandsTest {
    private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
    private static final String SCREEN = "## The answer in one screen";
    private static final String LAUNCHER = "./evodraughts";
    /** The options whose file the command writes rather than reads. */
    private static final Set<String> WRITTEN = Set.of("--out", "--run-dir", "--pdn");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    /** A value that names a file or folder, not a player, a search or a number. */
    private static final Pattern FILE = Pattern.compile(".*/.*|.*\\.(json|yaml|yml|pdn|sh|csv|gz|jsonl)");

    @Test
    void everyCommandOfTheFirstScreenRunsAsWritten() throws IOException {
        String screen = firstScreen();
        Set<String> subcommands = EvodraughtsCommand.commandLine().getSubcommands().keySet();
        Set<String> written = new HashSet<>();
        List<String> problems = new ArrayList<>();
        int commands = 0;
        Matcher code = CODE.matcher(screen);
        while (code.find()) {
            String span = code.group(1).replaceAll("\\s+", " ").strip();
            List<String> words = List.of(span.split(" "));
            String first = words.get(0);
            if (first.startsWith("examples/") && first.endsWith(".sh")) {
                if (!Files.isExecutable(ROOT.resolve(first))) {
                    problems.add("`" + span + "`: no executable " + first);
                }
            } else if (first.equals(LAUNCHER)) {
                commands++;
                problems.addAll(check(span, words.subList(1, words.size()), screen, written));
            } else if (subcommands.contains(first) && span.contains(" --")) {
                commands++;
                problems.add("`" + span + "`: cannot be typed as written; begin it with " + LAUNCHER);
                problems.addAll(check(span, words, screen, written));
            }
        }
        assertTrue(commands >= 8, "found the screen's commands: " + commands);
        assertEquals(List.of(), problems);
    }

    /** What is wrong with one command; records the files it writes in {@code written}. */
    private static List<String> check(String span, List<String> args, String screen, Set<String> written) {
        String quoted = "`" + span + "`: ";
        if (span.contains("…") || span.contains("...")) {
            return List.of(quoted + "elided; write the whole command");
        }
        ParseResult command;
        try {
            command = EvodraughtsCommand.commandLine().parseArgs(args.toArray(String[]::new));
        } catch (ParameterException e) {
            return List.of(quoted + e.getMessage());
        }
        while (command.subcommand() != null) {
            command = command.subcommand();
        }
        List<String> problems = new ArrayList<>();
        List<String> writes = new ArrayList<>();
        for (ArgSpec arg : command.matchedArgs()) {
            String name = arg.isOption() ? ((OptionSpec) arg).longestName() : arg.paramLabel();
            if (name.equals("--set")) {
                continue; // key=value, read with the configuration below
            }
            for (String given : arg.originalStringValues()) {
                for (String value : given.split(",")) {
                    if (!FILE.matcher(value).matches()) {
                        continue;
                    }
                    if (WRITTEN.contains(name)) {
                        writes.add(value);
                    } else if (!Files.exists(ROOT.resolve(value)) && !written.contains(value)
                            && !screen.contains("`" + value + "`:")) {
                        problems.add(quoted + value + " is not in the repository, not written by an earlier "
                                + "command, and not a placeholder the screen defines (`" + value + "`: …)");
                    }
                }
            }
        }
        written.addAll(writes);
        if (command.commandSpec().name().equals("evolve") && !command.hasMatchedOption("--resume")) {
            problems.addAll(configuration(quoted, command));
        }
        return problems;
    }

    /** An evolve's configuration file and --set keys, read as the run reads them. */
    private static List<String> configuration(String quoted, ParseResult evolve) {
        Map<String, String> overrides = new LinkedHashMap<>();
        if (evolve.hasMatchedOption("--set")) {
            for (String setting : evolve.matchedOption("--set").originalStringValues()) {
                int eq = setting.indexOf('=');
                if (eq <= 0) {
                    return List.of(quoted + "--set " + setting + " is not KEY=VALUE");
                }
                overrides.put(setting.substring(0, eq), setting.substring(eq + 1));
            }
        }
        try {
            if (evolve.hasMatchedOption("--config")) {
                ConfigFiles.read(ROOT.resolve(evolve.matchedOption("--config").originalStringValues().get(0)), overrides);
            } else {
                ConfigFiles.parse("", "the defaults", overrides);
            }
            return List.of();
        } catch (IOException | IllegalArgumentException e) {
            return List.of(quoted + e.getMessage());
        }
    }

    private static String firstScreen() throws IOException {
        String page = Files.readString(ROOT.resolve("docs/strength.md"));
        int start = page.indexOf("\n" + SCREEN + "\n");
        assertTrue(start >= 0, "docs/strength.md has the section " + SCREEN);
        int end = page.indexOf("\n## ", start + SCREEN.length() + 1);
        return page.substring(start, end < 0 ? page.length() : end);
    }
}
