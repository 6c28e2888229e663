package org.evodraughts.cli.spec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.evodraughts.cli.spec.CommandModel.Arg;
import org.evodraughts.cli.spec.CommandModel.Member;
import org.evodraughts.cli.spec.CommandModel.Mixin;
import org.evodraughts.cli.spec.CommandModel.MixinField;
import org.evodraughts.cli.spec.CommandModel.OptionField;
import org.evodraughts.cli.spec.CommandModel.PositionalField;
import org.evodraughts.cli.spec.CommandModel.SpecField;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * Reads a command class's picocli annotations into a {@link CommandModel}, at build time. The
 * texts come from the annotations as written; what picocli infers (an option's type, arity,
 * whether a positional parameter is required) comes from the model picocli itself builds from
 * the same class, so the two agree by construction. An annotation attribute the model does not
 * carry, set to anything but its default, fails the build with a line naming it: such a command
 * must be given to the model first, or it would start differently from its definition.
 */
public final class AnnotatedCommands {
    /** The key by which picocli mixes in its own holder of {@code --help} and {@code --version}. */
    static final String STANDARD_HELP_KEY = "mixinStandardHelpOptions";

    private static final Set<String> COMMAND_ATTRIBUTES =
            Set.of("name", "mixinStandardHelpOptions", "version", "description", "footer", "sortOptions", "subcommands");
    private static final Set<String> OPTION_ATTRIBUTES = Set.of("names", "paramLabel", "description", "descriptionKey",
            "defaultValue", "required", "arity", "scope", "split", "usageHelp", "versionHelp");
    private static final Set<String> PARAMETERS_ATTRIBUTES =
            Set.of("index", "paramLabel", "description", "descriptionKey", "defaultValue", "arity", "split");
    private static final Set<String> MIXIN_ATTRIBUTES = Set.of("name");
    /** None: {@code @Spec(MIXEE)} is not carried, and fails as any other attribute does. */
    private static final Set<String> SPEC_ATTRIBUTES = Set.of();

    private AnnotatedCommands() {}

    /**
     * The model of {@code command}'s annotations.
     *
     * @throws IllegalArgumentException naming an annotation attribute or construct the model does not carry
     */
    public static CommandModel model(Class<?> command) {
        CommandSpec spec = new CommandLine(command).getCommandSpec();
        return commandModel(command, spec);
    }

    private static CommandModel commandModel(Class<?> type, CommandSpec spec) {
        if (type.getSuperclass() != Object.class) {
            throw unsupported(type.getName() + " extends " + type.getSuperclass().getName());
        }
        for (Method method : type.getDeclaredMethods()) {
            if (picocliAnnotations(method.getAnnotations()).length > 0) {
                throw unsupported("annotated method " + type.getName() + "." + method.getName());
            }
        }
        Command command = type.getAnnotation(Command.class);
        if (command == null) {
            throw unsupported(type.getName() + " has no @Command");
        }
        checkAttributes(command, COMMAND_ATTRIBUTES, type.getName());
        List<CommandModel> subcommands = new ArrayList<>();
        for (Class<?> sub : command.subcommands()) {
            String name = sub.getAnnotation(Command.class) == null ? null : sub.getAnnotation(Command.class).name();
            CommandLine line = spec.subcommands().get(name);
            if (line == null) {
                throw unsupported("subcommand " + sub.getName() + " of " + type.getName());
            }
            subcommands.add(commandModel(sub, line.getCommandSpec()));
        }
        Mixin help = command.mixinStandardHelpOptions() ? standardHelpOptions(spec) : null;
        return new CommandModel(type.getName(), classCrc(type), command.name(), List.of(command.version()),
                List.of(command.description()), List.of(command.footer()), command.sortOptions(), subcommands,
                members(type, spec), help);
    }

    private static Mixin standardHelpOptions(CommandSpec spec) {
        CommandSpec mixin = spec.mixins().get(STANDARD_HELP_KEY);
        if (mixin == null) {
            throw unsupported("picocli's standard help options are not mixed in by " + STANDARD_HELP_KEY);
        }
        Class<?> type = mixin.userObject().getClass();
        return new Mixin(type.getName(), classCrc(type), members(type, mixin));
    }

    private static List<Member> members(Class<?> type, CommandSpec spec) {
        List<Member> members = new ArrayList<>();
        for (Field field : type.getDeclaredFields()) {
            Annotation[] annotations = picocliAnnotations(field.getAnnotations());
            if (annotations.length == 0) {
                continue;
            }
            String where = type.getName() + "." + field.getName();
            if (annotations.length > 1) {
                throw unsupported(where + " has " + annotations.length + " picocli annotations");
            }
            members.add(switch (annotations[0]) {
                case Option option -> {
                    checkAttributes(option, OPTION_ATTRIBUTES, where);
                    yield new OptionField(field.getName(), arg(argFor(spec, field, where), option.names(),
                            option.paramLabel(), option.description(), option.descriptionKey(), option.defaultValue()));
                }
                case Parameters parameters -> {
                    checkAttributes(parameters, PARAMETERS_ATTRIBUTES, where);
                    yield new PositionalField(field.getName(), arg(argFor(spec, field, where), new String[0],
                            parameters.paramLabel(), parameters.description(), parameters.descriptionKey(),
                            parameters.defaultValue()));
                }
                case CommandLine.Mixin mixin -> {
                    checkAttributes(mixin, MIXIN_ATTRIBUTES, where);
                    String name = mixin.name().isEmpty() ? field.getName() : mixin.name();
                    CommandSpec mixinSpec = spec.mixins().get(name);
                    if (mixinSpec == null) {
                        throw unsupported("mixin " + where);
                    }
                    Class<?> mixinType = field.getType();
                    if (mixinType.getAnnotation(Command.class) != null || mixinType.getSuperclass() != Object.class) {
                        throw unsupported("mixin class " + mixinType.getName() + " with @Command or a superclass");
                    }
                    yield new MixinField(field.getName(), name,
                            new Mixin(mixinType.getName(), classCrc(mixinType), members(mixinType, mixinSpec)));
                }
                case Spec injected -> {
                    checkAttributes(injected, SPEC_ATTRIBUTES, where);
                    yield new SpecField(field.getName());
                }
                default -> throw unsupported("@" + annotations[0].annotationType().getSimpleName() + " on " + where);
            });
        }
        return members;
    }

    private static Arg arg(ArgSpec built, String[] names, String paramLabel, String[] description, String descriptionKey,
            String defaultValue) {
        Class<?>[] auxiliary = built.auxiliaryTypes();
        return new Arg(List.of(names),
                built instanceof CommandLine.Model.PositionalParamSpec positional ? positional.index() : null,
                paramLabel.isEmpty() ? built.paramLabel() : paramLabel,
                List.of(description), descriptionKey,
                defaultValue.equals(CommandLine.Option.NULL_VALUE) ? null : defaultValue,
                built.required(), built.arity(), built.type().getName(),
                Arrays.stream(auxiliary).map(Class::getName).toList(), built.splitRegex(),
                built.scopeType() == null ? null : built.scopeType().name(),
                built instanceof OptionSpec option && option.usageHelp(),
                built instanceof OptionSpec option && option.versionHelp(),
                built.toString());
    }

    /** The argument picocli built from {@code field}. */
    private static ArgSpec argFor(CommandSpec spec, Field field, String where) {
        for (ArgSpec arg : spec.args()) {
            if (field.equals(arg.userObject())) {
                return arg;
            }
        }
        throw unsupported("no argument of picocli's model for " + where);
    }

    private static Annotation[] picocliAnnotations(Annotation[] annotations) {
        return Arrays.stream(annotations)
                .filter(a -> a.annotationType().getName().startsWith(CommandLine.class.getName() + "$"))
                .toArray(Annotation[]::new);
    }

    /** Fails on any attribute of {@code annotation} outside {@code carried} that is not at its default. */
    private static void checkAttributes(Annotation annotation, Set<String> carried, String where) {
        for (Method attribute : annotation.annotationType().getDeclaredMethods()) {
            if (carried.contains(attribute.getName())) {
                continue;
            }
            Object value;
            try {
                value = attribute.invoke(annotation);
            } catch (IllegalAccessException | InvocationTargetException e) {
                throw new IllegalStateException(e);
            }
            if (!Objects.deepEquals(value, attribute.getDefaultValue())) {
                throw unsupported("@" + annotation.annotationType().getSimpleName() + "(" + attribute.getName()
                        + " = ...) on " + where);
            }
        }
    }

    /** The CRC-32 of {@code type}'s class file, where its class came from, as ModeledCommands reads it. */
    static long classCrc(Class<?> type) {
        try (ProgramFiles files = ProgramFiles.of(type)) {
            long crc = files.classCrc(type.getName());
            if (crc < 0) {
                throw new IOException("no class file of " + type.getName() + " where it was loaded from");
            }
            return crc;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static IllegalArgumentException unsupported(String what) {
        return new IllegalArgumentException("the command model does not carry " + what
                + " (org.evodraughts.cli.spec.AnnotatedCommands): add it there, or leave it out");
    }
}
