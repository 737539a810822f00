/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["personalData.json"] = validate10;
const schema11 = {"$id":"personalData.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"required":["patientName"],"properties":{"mainComplaint":{"type":"string","maxLength":4000,"title":"Queixa principal"},"evaluationData":{"type":"string","format":"date","title":"Data da avaliação"},"patientName":{"type":"string","minLength":1,"maxLength":200,"pattern":"\\S","title":"Nome do paciente","x-hint":"informe o nome da criança"},"birthDate":{"type":"string","format":"date","title":"Data de nascimento"},"patientAge":{"type":"string","maxLength":40,"title":"Idade","description":"Preenchida a partir da data de nascimento (ex.: 4 anos e 7 meses); pode ser alterada."},"school":{"type":"string","maxLength":200,"title":"Escola"},"fatherName":{"type":"string","maxLength":200,"title":"Nome do pai"},"fatherCareer":{"type":"string","maxLength":200,"title":"Profissão do pai"},"motherName":{"type":"string","maxLength":200,"title":"Nome da mãe"},"motherCareer":{"type":"string","maxLength":200,"title":"Profissão da mãe"},"phoneNumber":{"type":"string","maxLength":20,"pattern":"^((\\+?55 ?)?\\(?\\d{2}\\)? ?9?\\d{4}[- ]?\\d{4})?$","examples":["(81) 99999-9999"],"title":"Telefone para contato","x-hint":"informe DDD e número, como (81) 99999-9999"},"livesWith":{"type":"string","maxLength":200,"title":"Com quem a criança mora"},"caregiver":{"type":"string","maxLength":200,"title":"Quem cuida da criança no dia a dia"},"medications":{"type":"string","maxLength":4000,"title":"Medicamentos em uso"},"siblings":{"type":"array","title":"Irmãos","maxItems":20,"items":{"$ref":"#/$defs/sibling"}}},"$defs":{"sibling":{"type":"object","additionalProperties":false,"properties":{"siblingsName":{"type":"string","maxLength":200,"title":"Nome do irmão ou irmã"},"siblingsAge":{"type":"integer","minimum":0,"maximum":120,"title":"Idade do irmão ou irmã (anos)"}}}}};
const schema12 = {"type":"object","additionalProperties":false,"properties":{"siblingsName":{"type":"string","maxLength":200,"title":"Nome do irmão ou irmã"},"siblingsAge":{"type":"integer","minimum":0,"maximum":120,"title":"Idade do irmão ou irmã (anos)"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;
const formats0 = fullFormats.date;
const pattern0 = new RegExp("\\S", "u");
const pattern1 = new RegExp("^((\\+?55 ?)?\\(?\\d{2}\\)? ?9?\\d{4}[- ]?\\d{4})?$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="personalData.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.patientName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patientName"},message:"must have required property '"+"patientName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.mainComplaint !== undefined){
let data0 = data.mainComplaint;
if(typeof data0 === "string"){
if(func3(data0) > 4000){
const err2 = {instancePath:instancePath+"/mainComplaint",schemaPath:"#/properties/mainComplaint/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.mainComplaint,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/mainComplaint",schemaPath:"#/properties/mainComplaint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.mainComplaint.type,parentSchema:schema11.properties.mainComplaint,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.evaluationData !== undefined){
let data1 = data.evaluationData;
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err4 = {instancePath:instancePath+"/evaluationData",schemaPath:"#/properties/evaluationData/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.evaluationData,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/evaluationData",schemaPath:"#/properties/evaluationData/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.evaluationData.type,parentSchema:schema11.properties.evaluationData,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.patientName !== undefined){
let data2 = data.patientName;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err6 = {instancePath:instancePath+"/patientName",schemaPath:"#/properties/patientName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.patientName,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func3(data2) < 1){
const err7 = {instancePath:instancePath+"/patientName",schemaPath:"#/properties/patientName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.patientName,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern0.test(data2)){
const err8 = {instancePath:instancePath+"/patientName",schemaPath:"#/properties/patientName/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\"",schema:"\\S",parentSchema:schema11.properties.patientName,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/patientName",schemaPath:"#/properties/patientName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.patientName.type,parentSchema:schema11.properties.patientName,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.birthDate !== undefined){
let data3 = data.birthDate;
if(typeof data3 === "string"){
if(!(formats0.validate(data3))){
const err10 = {instancePath:instancePath+"/birthDate",schemaPath:"#/properties/birthDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.birthDate,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/birthDate",schemaPath:"#/properties/birthDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.birthDate.type,parentSchema:schema11.properties.birthDate,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.patientAge !== undefined){
let data4 = data.patientAge;
if(typeof data4 === "string"){
if(func3(data4) > 40){
const err12 = {instancePath:instancePath+"/patientAge",schemaPath:"#/properties/patientAge/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema11.properties.patientAge,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/patientAge",schemaPath:"#/properties/patientAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.patientAge.type,parentSchema:schema11.properties.patientAge,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.school !== undefined){
let data5 = data.school;
if(typeof data5 === "string"){
if(func3(data5) > 200){
const err14 = {instancePath:instancePath+"/school",schemaPath:"#/properties/school/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.school,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/school",schemaPath:"#/properties/school/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.school.type,parentSchema:schema11.properties.school,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.fatherName !== undefined){
let data6 = data.fatherName;
if(typeof data6 === "string"){
if(func3(data6) > 200){
const err16 = {instancePath:instancePath+"/fatherName",schemaPath:"#/properties/fatherName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.fatherName,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/fatherName",schemaPath:"#/properties/fatherName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fatherName.type,parentSchema:schema11.properties.fatherName,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.fatherCareer !== undefined){
let data7 = data.fatherCareer;
if(typeof data7 === "string"){
if(func3(data7) > 200){
const err18 = {instancePath:instancePath+"/fatherCareer",schemaPath:"#/properties/fatherCareer/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.fatherCareer,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/fatherCareer",schemaPath:"#/properties/fatherCareer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.fatherCareer.type,parentSchema:schema11.properties.fatherCareer,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.motherName !== undefined){
let data8 = data.motherName;
if(typeof data8 === "string"){
if(func3(data8) > 200){
const err20 = {instancePath:instancePath+"/motherName",schemaPath:"#/properties/motherName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.motherName,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/motherName",schemaPath:"#/properties/motherName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.motherName.type,parentSchema:schema11.properties.motherName,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.motherCareer !== undefined){
let data9 = data.motherCareer;
if(typeof data9 === "string"){
if(func3(data9) > 200){
const err22 = {instancePath:instancePath+"/motherCareer",schemaPath:"#/properties/motherCareer/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.motherCareer,data:data9};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/motherCareer",schemaPath:"#/properties/motherCareer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.motherCareer.type,parentSchema:schema11.properties.motherCareer,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.phoneNumber !== undefined){
let data10 = data.phoneNumber;
if(typeof data10 === "string"){
if(func3(data10) > 20){
const err24 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.phoneNumber,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern1.test(data10)){
const err25 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/pattern",keyword:"pattern",params:{pattern: "^((\\+?55 ?)?\\(?\\d{2}\\)? ?9?\\d{4}[- ]?\\d{4})?$"},message:"must match pattern \""+"^((\\+?55 ?)?\\(?\\d{2}\\)? ?9?\\d{4}[- ]?\\d{4})?$"+"\"",schema:"^((\\+?55 ?)?\\(?\\d{2}\\)? ?9?\\d{4}[- ]?\\d{4})?$",parentSchema:schema11.properties.phoneNumber,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phoneNumber.type,parentSchema:schema11.properties.phoneNumber,data:data10};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.livesWith !== undefined){
let data11 = data.livesWith;
if(typeof data11 === "string"){
if(func3(data11) > 200){
const err27 = {instancePath:instancePath+"/livesWith",schemaPath:"#/properties/livesWith/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.livesWith,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/livesWith",schemaPath:"#/properties/livesWith/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.livesWith.type,parentSchema:schema11.properties.livesWith,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.caregiver !== undefined){
let data12 = data.caregiver;
if(typeof data12 === "string"){
if(func3(data12) > 200){
const err29 = {instancePath:instancePath+"/caregiver",schemaPath:"#/properties/caregiver/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.caregiver,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/caregiver",schemaPath:"#/properties/caregiver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.caregiver.type,parentSchema:schema11.properties.caregiver,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.medications !== undefined){
let data13 = data.medications;
if(typeof data13 === "string"){
if(func3(data13) > 4000){
const err31 = {instancePath:instancePath+"/medications",schemaPath:"#/properties/medications/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.medications,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/medications",schemaPath:"#/properties/medications/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.medications.type,parentSchema:schema11.properties.medications,data:data13};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.siblings !== undefined){
let data14 = data.siblings;
if(Array.isArray(data14)){
if(data14.length > 20){
const err33 = {instancePath:instancePath+"/siblings",schemaPath:"#/properties/siblings/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema11.properties.siblings,data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key1 in data15){
if(!((key1 === "siblingsName") || (key1 === "siblingsAge"))){
const err34 = {instancePath:instancePath+"/siblings/" + i0,schemaPath:"#/$defs/sibling/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema12,data:data15};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data15.siblingsName !== undefined){
let data16 = data15.siblingsName;
if(typeof data16 === "string"){
if(func3(data16) > 200){
const err35 = {instancePath:instancePath+"/siblings/" + i0+"/siblingsName",schemaPath:"#/$defs/sibling/properties/siblingsName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema12.properties.siblingsName,data:data16};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/siblings/" + i0+"/siblingsName",schemaPath:"#/$defs/sibling/properties/siblingsName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema12.properties.siblingsName.type,parentSchema:schema12.properties.siblingsName,data:data16};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data15.siblingsAge !== undefined){
let data17 = data15.siblingsAge;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err37 = {instancePath:instancePath+"/siblings/" + i0+"/siblingsAge",schemaPath:"#/$defs/sibling/properties/siblingsAge/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema12.properties.siblingsAge.type,parentSchema:schema12.properties.siblingsAge,data:data17};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 120 || isNaN(data17)){
const err38 = {instancePath:instancePath+"/siblings/" + i0+"/siblingsAge",schemaPath:"#/$defs/sibling/properties/siblingsAge/maximum",keyword:"maximum",params:{comparison: "<=", limit: 120},message:"must be <= 120",schema:120,parentSchema:schema12.properties.siblingsAge,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data17 < 0 || isNaN(data17)){
const err39 = {instancePath:instancePath+"/siblings/" + i0+"/siblingsAge",schemaPath:"#/$defs/sibling/properties/siblingsAge/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema12.properties.siblingsAge,data:data17};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
}
else {
const err40 = {instancePath:instancePath+"/siblings/" + i0,schemaPath:"#/$defs/sibling/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema12.type,parentSchema:schema12,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/siblings",schemaPath:"#/properties/siblings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.siblings.type,parentSchema:schema11.properties.siblings,data:data14};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports
