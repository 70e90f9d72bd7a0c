/*
 * Construction of frozen, slotted dataclasses in C: the speedup behind cardgames.games.core.values.
 *
 * A dataclass's generated __init__ runs a Python frame that stores each field through
 * object.__setattr__ (frozen classes forbid plain assignment).  Rules code builds a new
 * state, view or move on every call, so that per-field cost was a tenth of the server's
 * own time per request.  Here the arguments are matched to fields once, in C, and stored
 * straight into the instance's slots; __post_init__ still runs.  Semantics are those of
 * the generated __init__ for the classes values.py accepts (no init=False fields, no
 * factories, no keyword-only fields): positional or keyword arguments, defaults; arguments
 * that do not fit go to the generated __init__, which raises Python's own TypeError.  An instance of another type (a subclass that inherits this __init__) goes
 * to the dataclass's own __init__, kept as the fallback.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>

#define MAX_FIELDS 64

typedef struct {
    PyObject_HEAD
    vectorcallfunc vectorcall;
    PyObject *dict;         /* __wrapped__, __name__, __doc__: what inspect and tools read */
    PyTypeObject *cls;      /* the class whose instances this fills */
    PyObject *names;        /* field names, in __init__ parameter order */
    PyObject *defaults;     /* per field: its default, or the MISSING marker */
    PyObject *missing;      /* the marker for "no default" */
    PyObject *post_init;    /* cls.__post_init__, or NULL */
    PyObject *fallback;     /* the generated __init__ */
    Py_ssize_t count;
    Py_ssize_t offsets[MAX_FIELDS];
} InitObject;

static PyTypeObject InitType;
static PyObject *INIT_NAME; /* "__init__" */

static PyObject *name_of(InitObject *self, Py_ssize_t i) { return PyTuple_GET_ITEM(self->names, i); }

/* The field index of keyword ``key``, or -1 (with no error set) if there is none; -2 on error. */
static Py_ssize_t field_index(InitObject *self, PyObject *key) {
    for (Py_ssize_t i = 0; i < self->count; i++)
        if (name_of(self, i) == key) return i;
    for (Py_ssize_t i = 0; i < self->count; i++) {
        int equal = PyObject_RichCompareBool(name_of(self, i), key, Py_EQ);
        if (equal < 0) return -2;
        if (equal) return i;
    }
    return -1;
}

static PyObject *init_vectorcall(PyObject *callable, PyObject *const *args, size_t nargsf, PyObject *kwnames) {
    InitObject *self = (InitObject *)callable;
    Py_ssize_t nargs = PyVectorcall_NARGS(nargsf);
    if (nargs < 1) {
        PyErr_Format(PyExc_TypeError, "%s.__init__() needs an instance", self->cls->tp_name);
        return NULL;
    }
    PyObject *obj = args[0];
    if (Py_TYPE(obj) != self->cls) return PyObject_Vectorcall(self->fallback, args, nargsf, kwnames);
    Py_ssize_t given = nargs - 1;
    /* Bad arguments go to the generated __init__, which raises Python's own TypeError. */
    if (given > self->count) return PyObject_Vectorcall(self->fallback, args, nargsf, kwnames);
    PyObject *values[MAX_FIELDS];
    for (Py_ssize_t i = 0; i < self->count; i++) values[i] = i < given ? args[1 + i] : NULL;
    Py_ssize_t keywords = kwnames == NULL ? 0 : PyTuple_GET_SIZE(kwnames);
    for (Py_ssize_t k = 0; k < keywords; k++) {
        Py_ssize_t i = field_index(self, PyTuple_GET_ITEM(kwnames, k));
        if (i == -2) return NULL;
        if (i == -1 || values[i] != NULL) return PyObject_Vectorcall(self->fallback, args, nargsf, kwnames);
        values[i] = args[nargs + k];
    }
    for (Py_ssize_t i = 0; i < self->count; i++) {
        if (values[i] != NULL) continue;
        values[i] = PyTuple_GET_ITEM(self->defaults, i);
        if (values[i] == self->missing) return PyObject_Vectorcall(self->fallback, args, nargsf, kwnames);
    }
    for (Py_ssize_t i = 0; i < self->count; i++) {
        PyObject **slot = (PyObject **)((char *)obj + self->offsets[i]);
        PyObject *old = *slot;
        *slot = Py_NewRef(values[i]);
        Py_XDECREF(old);
    }
    if (self->post_init != NULL) {
        PyObject *result = PyObject_CallOneArg(self->post_init, obj);
        if (result == NULL) return NULL;
        Py_DECREF(result);
    }
    Py_RETURN_NONE;
}

/* The offset of the plain object slot ``name`` of ``type``, or -1 with an error set. */
static Py_ssize_t slot_offset(PyTypeObject *type, PyObject *name) {
    PyObject *descr = _PyType_Lookup(type, name);
    if (descr == NULL || !Py_IS_TYPE(descr, &PyMemberDescr_Type)) {
        PyErr_Format(PyExc_TypeError, "%s.%U is not a slot", type->tp_name, name);
        return -1;
    }
    PyMemberDef *member = ((PyMemberDescrObject *)descr)->d_member;
    if (member->type != T_OBJECT_EX || (member->flags & (READONLY | READ_RESTRICTED))) {
        PyErr_Format(PyExc_TypeError, "%s.%U is not a plain object slot", type->tp_name, name);
        return -1;
    }
    return member->offset;
}

/* make_init(cls, names, defaults, missing, post_init, fallback) -> an __init__ for cls. */
static PyObject *make_init(PyObject *module, PyObject *args) {
    PyObject *cls, *names, *defaults, *missing, *post_init, *fallback;
    if (!PyArg_ParseTuple(args, "O!O!O!OOO:make_init", &PyType_Type, &cls, &PyTuple_Type, &names, &PyTuple_Type,
                          &defaults, &missing, &post_init, &fallback))
        return NULL;
    Py_ssize_t count = PyTuple_GET_SIZE(names);
    if (count > MAX_FIELDS || PyTuple_GET_SIZE(defaults) != count) {
        PyErr_SetString(PyExc_ValueError, "make_init: too many fields, or defaults do not match names");
        return NULL;
    }
    InitObject *self = PyObject_GC_New(InitObject, &InitType);
    if (self == NULL) return NULL;
    self->vectorcall = init_vectorcall;
    self->dict = NULL;
    self->cls = (PyTypeObject *)Py_NewRef(cls);
    self->names = Py_NewRef(names);
    self->defaults = Py_NewRef(defaults);
    self->missing = Py_NewRef(missing);
    self->post_init = post_init == Py_None ? NULL : Py_NewRef(post_init);
    self->fallback = Py_NewRef(fallback);
    self->count = count;
    PyObject_GC_Track(self);
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *name = PyTuple_GET_ITEM(names, i);
        if (!PyUnicode_Check(name)) {
            PyErr_SetString(PyExc_TypeError, "make_init: field names must be str");
            Py_DECREF(self);
            return NULL;
        }
        self->offsets[i] = slot_offset(self->cls, name);
        if (self->offsets[i] < 0) {
            Py_DECREF(self);
            return NULL;
        }
    }
    return (PyObject *)self;
}

static int init_traverse(InitObject *self, visitproc visit, void *arg) {
    Py_VISIT(self->dict);
    Py_VISIT(self->cls);
    Py_VISIT(self->names);
    Py_VISIT(self->defaults);
    Py_VISIT(self->missing);
    Py_VISIT(self->post_init);
    Py_VISIT(self->fallback);
    return 0;
}

static int init_clear(InitObject *self) {
    Py_CLEAR(self->dict);
    Py_CLEAR(self->cls);
    Py_CLEAR(self->names);
    Py_CLEAR(self->defaults);
    Py_CLEAR(self->missing);
    Py_CLEAR(self->post_init);
    Py_CLEAR(self->fallback);
    return 0;
}

static void init_dealloc(InitObject *self) {
    PyObject_GC_UnTrack(self);
    init_clear(self);
    PyObject_GC_Del(self);
}

/* Bound as a method, like a function: ``instance.__init__`` and ``Class.__init__`` both work. */
static PyObject *init_descr_get(PyObject *self, PyObject *obj, PyObject *type) {
    if (obj == NULL || obj == Py_None) return Py_NewRef(self);
    return PyMethod_New(self, obj);
}

static PyTypeObject InitType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "cardgames.games.core._values.Init",
    .tp_basicsize = sizeof(InitObject),
    .tp_dealloc = (destructor)init_dealloc,
    .tp_vectorcall_offset = offsetof(InitObject, vectorcall),
    .tp_call = PyVectorcall_Call,
    .tp_getattro = PyObject_GenericGetAttr,
    .tp_setattro = PyObject_GenericSetAttr,
    /* METHOD_DESCRIPTOR: type calls pass the instance as the first argument, no bound method. */
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC | Py_TPFLAGS_HAVE_VECTORCALL | Py_TPFLAGS_METHOD_DESCRIPTOR,
    .tp_doc = "A dataclass __init__ that stores the fields straight into the instance's slots.",
    .tp_traverse = (traverseproc)init_traverse,
    .tp_clear = (inquiry)init_clear,
    .tp_descr_get = init_descr_get,
    .tp_dictoffset = offsetof(InitObject, dict),
};

/* replace(obj, **changes): a copy of the slotted dataclass ``obj`` with some fields changed. */
static PyObject *replace(PyObject *module, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames) {
    if (nargs != 1) {
        PyErr_SetString(PyExc_TypeError, "replace() takes one positional argument");
        return NULL;
    }
    PyObject *obj = args[0];
    PyTypeObject *type = Py_TYPE(obj);
    PyObject *init = _PyType_Lookup(type, INIT_NAME);
    if (init == NULL || !Py_IS_TYPE(init, &InitType) || ((InitObject *)init)->cls != type) {
        /* Not a fast_init class: dataclasses.replace does the same job. */
        PyObject *dataclasses = PyImport_ImportModule("dataclasses");
        if (dataclasses == NULL) return NULL;
        PyObject *fallback = PyObject_GetAttrString(dataclasses, "replace");
        Py_DECREF(dataclasses);
        if (fallback == NULL) return NULL;
        PyObject *result = PyObject_Vectorcall(fallback, args, (size_t)nargs, kwnames);
        Py_DECREF(fallback);
        return result;
    }
    InitObject *plan = (InitObject *)init;
    PyObject *stack[MAX_FIELDS + 1];
    for (Py_ssize_t i = 0; i < plan->count; i++) {
        stack[i + 1] = *(PyObject **)((char *)obj + plan->offsets[i]);
        if (stack[i + 1] == NULL) {
            PyErr_Format(PyExc_AttributeError, "%s has no value for %U", type->tp_name, name_of(plan, i));
            return NULL;
        }
    }
    Py_ssize_t keywords = kwnames == NULL ? 0 : PyTuple_GET_SIZE(kwnames);
    for (Py_ssize_t k = 0; k < keywords; k++) {
        PyObject *key = PyTuple_GET_ITEM(kwnames, k);
        Py_ssize_t i = field_index(plan, key);
        if (i == -2) return NULL;
        if (i == -1) {
            PyErr_Format(PyExc_TypeError, "replace(): %s has no field %R", type->tp_name, key);
            return NULL;
        }
        stack[i + 1] = args[nargs + k];
    }
    PyObject *copy = type->tp_alloc(type, 0);
    if (copy == NULL) return NULL;
    stack[0] = copy;
    Py_INCREF(init); /* held across __post_init__, which could rebind the class's __init__ */
    PyObject *result = init_vectorcall(init, stack, (size_t)(plan->count + 1), NULL);
    Py_DECREF(init);
    if (result == NULL) {
        Py_DECREF(copy);
        return NULL;
    }
    Py_DECREF(result);
    return copy;
}

static PyMethodDef module_methods[] = {
    {"make_init", (PyCFunction)make_init, METH_VARARGS,
     "make_init(cls, names, defaults, missing, post_init, fallback): a C __init__ for a slotted dataclass."},
    {"replace", (PyCFunction)(void (*)(void))replace, METH_FASTCALL | METH_KEYWORDS,
     "replace(obj, **changes): a copy of obj with the given fields changed (__post_init__ runs)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "cardgames.games.core._values", "C construction of frozen slotted dataclasses.", -1, module_methods,
};

PyMODINIT_FUNC PyInit__values(void) {
    if (PyType_Ready(&InitType) < 0) return NULL;
    INIT_NAME = PyUnicode_InternFromString("__init__");
    if (INIT_NAME == NULL) return NULL;
    return PyModule_Create(&module);
}
