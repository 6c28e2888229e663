package org.evodraughts.cli.spec;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Optional;
import org.evodraughts.cli.spec.CommandModel.Arg;
import org.evodraughts.cli.spec.CommandModel.Member;
import org.evodraughts.cli.spec.CommandModel.Mixin;
import org.evodraughts.cli.spec.CommandModel.MixinField;
import org.evodraughts.cli.spec.CommandModel.OptionField;
import org.evodraughts.cli.spec.CommandModel.PositionalField;
import org.evodraughts.cli.spec.CommandModel.SpecField;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ScopeType;

/**
 * Commands built from their {@linkplain CommandModel models} through picocli's programmatic API,
 * in the order picocli's annotation reader builds them (the command's attributes, its
 * subcommands, its fields in declaration order, the standard help options last), with fresh
 * instances of their classes. The result is the command picocli would make from the class's
 * annotations, without reading one. Where a command has no model, or its model is older than
 * one of its classes (a class recompiled outside Maven's build), there is nothing here and the
 * caller reads the annotations as before.
 */
public final class ModeledCommands {
    /** Where the build puts the models, one file a command, in the command line's jar. */
    public static final String DIRECTORY = "org/evodraughts/cli/commands/";
    /** A model file's name after its command's. */
    public static final String SUFFIX = ".model";

    private ModeledCommands() {}

    /** The command line of the command whose model is {@code DIRECTORY + name + SUFFIX}, if there is a current one. */
    public static Optional<CommandLine> commandLine(String name) {
        // String.concat, not +: the first + of a JVM starts the string concatenation factory, a
        // few milliseconds that a short command would spend on nothing else.
        try (ProgramFiles files = ProgramFiles.of(ModeledCommands.class)) {
            byte[] bytes = files.read(DIRECTORY.concat(name).concat(SUFFIX));
            if (bytes == null) {
                return Optional.empty();
            }
            CommandModel model = CommandModelFile.read(bytes);
            ClassLoader loader = ModeledCommands.class.getClassLoader();
            return current(model, files) ? Optional.of(new CommandLine(spec(model, loader))) : Optional.empty();
        } catch (IOException | ReflectiveOperationException e) {
            return Optional.empty();
        }
    }

    /** The command {@code model} describes, bound to new instances of its classes. */
    static CommandSpec spec(CommandModel model, ClassLoader loader) throws ReflectiveOperationException {
        Object command = newInstance(Class.forName(model.type(), false, loader));
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command);
        if (!model.name().equals(CommandSpec.DEFAULT_COMMAND_NAME)) {
            spec.name(model.name());
        }
        if (!model.version().isEmpty()) {
            spec.version(strings(model.version()));
        }
        if (!model.description().isEmpty()) {
            spec.usageMessage().description(strings(model.description()));
        }
        if (!model.footer().isEmpty()) {
            spec.usageMessage().footer(strings(model.footer()));
        }
        spec.usageMessage().sortOptions(model.sortOptions());
        for (CommandModel sub : model.subcommands()) {
            CommandSpec subSpec = spec(sub, loader);
            spec.addSubcommand(subSpec.name(), new CommandLine(subSpec));
        }
        bind(model.members(), command, spec, loader);
        if (model.standardHelpOptions() != null) {
            spec.addMixin(AnnotatedCommands.STANDARD_HELP_KEY, mixin(model.standardHelpOptions(), loader));
        }
        return spec;
    }

    private static CommandSpec mixin(Mixin mixin, ClassLoader loader) throws ReflectiveOperationException {
        Object instance = newInstance(Class.forName(mixin.type(), false, loader));
        CommandSpec spec = CommandSpec.wrapWithoutInspection(instance);
        bind(mixin.members(), instance, spec, loader);
        return spec;
    }

    /** Adds {@code members} of {@code owner} to {@code spec}, as the annotation reader does. */
    private static void bind(List<Member> members, Object owner, CommandSpec spec, ClassLoader loader)
            throws ReflectiveOperationException {
        for (Member member : members) {
            Field field = owner.getClass().getDeclaredField(member.field());
            field.setAccessible(true);
            // instanceof, not a pattern switch: its bootstrap would be run in a JVM that has compiled nothing.
            if (member instanceof OptionField option) {
                spec.addOption(option(option.arg(), new FieldAccess(owner, field), loader));
            } else if (member instanceof PositionalField positional) {
                spec.addPositional(positional(positional.arg(), new FieldAccess(owner, field), loader));
            } else if (member instanceof MixinField mixin) {
                CommandSpec mixinSpec = mixin(mixin.mixin(), loader);
                field.set(owner, mixinSpec.userObject());
                spec.addMixin(mixin.name(), mixinSpec);
            } else if (member instanceof SpecField) {
                field.set(owner, spec);
            }
        }
    }

    // Picocli's common builder of the two is not public, so each is filled in by its own method.
    private static OptionSpec option(Arg arg, FieldAccess access, ClassLoader loader) throws ReflectiveOperationException {
        OptionSpec.Builder builder = OptionSpec.builder(strings(arg.names()))
                .usageHelp(arg.usageHelp())
                .versionHelp(arg.versionHelp())
                .paramLabel(arg.paramLabel())
                .description(strings(arg.description()))
                .descriptionKey(arg.descriptionKey())
                .defaultValue(arg.defaultValue())
                .required(arg.required())
                .arity(arg.arity())
                .type(type(arg.type(), loader))
                .auxiliaryTypes(types(arg.auxiliaryTypes(), loader))
                .splitRegex(arg.splitRegex())
                .withToString(arg.shownAs())
                .getter(access)
                .setter(access)
                .initialValue(access.get())
                .hasInitialValue(true);
        return (arg.scopeType() == null ? builder : builder.scopeType(ScopeType.valueOf(arg.scopeType()))).build();
    }

    private static PositionalParamSpec positional(Arg arg, FieldAccess access, ClassLoader loader)
            throws ReflectiveOperationException {
        PositionalParamSpec.Builder builder = PositionalParamSpec.builder()
                .index(arg.index())
                .paramLabel(arg.paramLabel())
                .description(strings(arg.description()))
                .descriptionKey(arg.descriptionKey())
                .defaultValue(arg.defaultValue())
                .required(arg.required())
                .arity(arg.arity())
                .type(type(arg.type(), loader))
                .auxiliaryTypes(types(arg.auxiliaryTypes(), loader))
                .splitRegex(arg.splitRegex())
                .withToString(arg.shownAs())
                .getter(access)
                .setter(access)
                .initialValue(access.get())
                .hasInitialValue(true);
        return (arg.scopeType() == null ? builder : builder.scopeType(ScopeType.valueOf(arg.scopeType()))).build();
    }

    private static Class<?>[] types(List<String> names, ClassLoader loader) throws ClassNotFoundException {
        Class<?>[] types = new Class<?>[names.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = type(names.get(i), loader);
        }
        return types;
    }

    private static Class<?> type(String name, ClassLoader loader) throws ClassNotFoundException {
        return switch (name) {
            case "boolean" -> boolean.class;
            case "int" -> int.class;
            case "long" -> long.class;
            case "double" -> double.class;
            case "float" -> float.class;
            case "short" -> short.class;
            case "byte" -> byte.class;
            case "char" -> char.class;
            default -> Class.forName(name, false, loader);
        };
    }

    private static String[] strings(List<String> strings) {
        return strings.toArray(new String[0]);
    }

    private static Object newInstance(Class<?> type) throws ReflectiveOperationException {
        Constructor<?> constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        return constructor.newInstance();
    }

    /** Whether every class of this program {@code model} was read from is the class file it was read from. */
    static boolean current(CommandModel model, ProgramFiles files) throws IOException {
        // The standard help options are picocli's, whose version the file checks: the launcher
        // rewrites picocli's class files as newer ones of the same code (ClassFileUpgrade).
        if (!current(model.type(), model.classCrc(), files)) {
            return false;
        }
        for (CommandModel sub : model.subcommands()) {
            if (!current(sub, files)) {
                return false;
            }
        }
        return currentMixins(model.members(), files);
    }

    private static boolean current(Mixin mixin, ProgramFiles files) throws IOException {
        return current(mixin.type(), mixin.classCrc(), files) && currentMixins(mixin.members(), files);
    }

    private static boolean currentMixins(List<Member> members, ProgramFiles files) throws IOException {
        for (Member member : members) {
            if (member instanceof MixinField mixin && !current(mixin.mixin(), files)) {
                return false;
            }
        }
        return true;
    }

    private static boolean current(String type, long crc, ProgramFiles files) throws IOException {
        return files.classCrc(type) == crc;
    }
}
